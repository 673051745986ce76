import { SUPPORT } from '@shared/constants';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useSiteConfig } from '@/lib/site-config/get-site-config';

/**
 * The grievance officer the DPDP Act asks a Data Fiduciary to name, as the stage's settings name them
 * (lib/config/stage.ts privacy.grievanceOfficer, through GET /site/config), and the way to the desk.
 */
export function GrievanceOfficer() {
  const config = useSiteConfig();
  const officer = config.data?.grievanceOfficer;
  return (
    <ul>
      <li>
        Grievance Officer:{' '}
        {officer ? (
          <>
            {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </>
        ) : config.isError ? (
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        ) : (
          'loading the contact...'
        )}
      </li>
      <li>
        <Link to={paths.privacyRequests.getHref()}>File a privacy request</Link> (access, correction, erasure,
        consent, a complaint, or nominating someone to act for you)
      </li>
    </ul>
  );
}
