/** Roles as the web app names them; the server stores USER, EMPLOYER and ADMIN (spec section 6). */
export type Role = 'candidate' | 'employer' | 'admin';
export type ServerRole = 'USER' | 'EMPLOYER' | 'ADMIN';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export const ROLE_FROM_SERVER: Record<ServerRole, Role> = {
  USER: 'candidate',
  EMPLOYER: 'employer',
  ADMIN: 'admin',
};
export const SERVER_ROLE: Record<Role, ServerRole> = {
  candidate: 'USER',
  employer: 'EMPLOYER',
  admin: 'ADMIN',
};

/** The signed-in person as every API answer describes them. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Employers only: whether an admin approved them as a recruiter. Always true for others. */
  isApproved: boolean;
  approvalStatus: ApprovalStatus | null;
  rejectionReason: string | null;
  /**
   * Employers only: a recruiter application was submitted and waits for an admin. Every screen then says
   * 'Application under review', never 'Verify now'. False for everyone else.
   */
  isUnderReview: boolean;
  companyName: string | null;
  jobTitle: string | null;
  linkedinProfile: string | null;
  createdAt: string;
  /**
   * A 16 or 17 year old's account while their parent or guardian has not confirmed (ADR 0036): applying
   * and matching wait. Absent otherwise.
   */
  awaitingGuardian?: true;
}

/** GET /users/me: the person, and for an employer the organisation they currently act for. */
export interface Me extends User {
  organizationId: string | null;
}

/** What sign-in, sign-up and refresh answer under `data`. */
export interface Session {
  accessToken: string;
  /** Seconds until the access token expires; the web app refreshes a minute before. */
  expiresIn: number;
  user: User;
}

/** Where each role lands after signing in (spec section 2, route guards). */
export const ROLE_HOME: Record<Role, string> = {
  candidate: '/recommended-jobs',
  employer: '/employer/dashboard',
  admin: '/admin/dashboard',
};
