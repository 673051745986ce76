import { paths } from '@/config/paths';
import { footerFunctions, footerLocations, site } from '@/config/site';
import { Link } from '@/lib/router';
import { Brand } from './brand';
import styles from './footer.module.css';
import { postJobLinkFor, pricingLinkFor, type ShellSession } from './nav-links';

interface FooterGroup {
  heading: string;
  links: { label: string; to: string }[];
}

function groupsFor(session: ShellSession | null): FooterGroup[] {
  const postJob = postJobLinkFor(session);
  const pricing = pricingLinkFor(session);
  const groups: FooterGroup[] = [
    {
      heading: 'Jobs by location',
      links: footerLocations.map((location) => ({
        label: `Jobs in ${location}`,
        to: paths.jobs.getHref({ location }),
      })),
    },
    {
      heading: 'Jobs by function',
      links: footerFunctions.map(({ label, filters }) => ({ label, to: paths.jobs.getHref(filters) })),
    },
    {
      heading: 'For employers',
      links: [
        ...(postJob ? [{ label: 'Post a Job', to: postJob }] : []),
        ...(pricing ? [{ label: 'Pricing', to: pricing }] : []),
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About', to: paths.about.getHref() },
        { label: 'Contact', to: paths.contact.getHref() },
        { label: 'Success Stories', to: paths.successStories.getHref() },
        { label: 'Career Resources', to: paths.resources.getHref() },
        { label: 'Privacy Policy', to: paths.privacy.getHref() },
        { label: 'Terms & Conditions', to: paths.terms.getHref() },
      ],
    },
  ];
  // A candidate has no employer links: no heading over an empty list.
  return groups.filter((group) => group.links.length);
}

/** `session` is the signed-in person (null for a visitor): 'Post a Job' depends on who asks. */
export function Footer({ session = null }: { session?: ShellSession | null }) {
  const year = new Date().getFullYear();
  const groups = groupsFor(session);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <Brand inverse />
          <p className={styles.tagline}>{site.tagline}</p>
          <ul className={styles.contact}>
            <li>
              <a href={`mailto:${site.supportEmail}`} className={styles.link}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
                  <path
                    d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm0 2.2V17h16V7.2l-8 5.3-8-5.3ZM5.6 7 12 11.2 18.4 7H5.6Z"
                    fill="currentColor"
                  />
                </svg>
                {site.supportEmail}
              </a>
            </li>
            <li>
              <a href={site.linkedInUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
                  <path
                    d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.75v5.7h-4v-5.05c0-1.2-.02-2.75-1.75-2.75-1.75 0-2.02 1.3-2.02 2.66v5.14H9.5v-11Z"
                    fill="currentColor"
                  />
                </svg>
                LinkedIn
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer" className={styles.groups}>
          {groups.map((group) => (
            <div key={group.heading}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.copyright}>
            © {year} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
