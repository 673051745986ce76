import { Button, ButtonLink } from '@/components/ui/button';
import { NavLink } from '@/lib/router';
import { AccountMenu } from './account-menu';
import styles from './header.module.css';
import { navClassName } from './nav-class-name';
import { accountLinksFor, type ShellSession } from './nav-links';

/**
 * The header's actions for a signed-in person: the greeting (a menu of their own pages on wide screens,
 * the pages listed in the mobile menu), their account or profile, and sign-out.
 */
export default function SignedInActions({ session, stacked }: { session: ShellSession; stacked: boolean }) {
  const className = stacked ? styles.actionsStacked : styles.actions;
  const [account, ...more] = accountLinksFor(session);
  const greeting = `Hi, ${session.user.firstName}`;
  return (
    <div className={className}>
      {more.length > 0 && !stacked ? (
        <AccountMenu avatar={session.avatar} greeting={greeting} links={more} />
      ) : (
        <>
          {session.avatar}
          <span className={styles.greeting}>{greeting}</span>
        </>
      )}
      {more.length > 0 && stacked ? (
        <ul className={styles.accountLinksStacked}>
          {more.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} className={navClassName}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {account ? (
        <ButtonLink to={account.to} variant="secondary" fullWidth={stacked}>
          {account.label}
        </ButtonLink>
      ) : null}
      <Button variant="ghost" onClick={session.onSignOut} fullWidth={stacked}>
        Sign out
      </Button>
    </div>
  );
}
