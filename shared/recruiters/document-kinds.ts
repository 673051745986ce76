/*
 * The three documents a recruiter application may carry (schemas.ts gives the extensions and size each
 * accepts). A module of its own because every guarded function checks `/documents/{kind}` paths with it
 * (platform/http/path-params.ts) and would otherwise build the whole feature's schemas at init.
 */
export const DOCUMENT_KINDS = ['businessLicense', 'identityProof', 'companyLogo'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
