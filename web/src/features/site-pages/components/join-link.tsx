import { joinLinkFor } from '@/components/layout';
import { ButtonLink, type ButtonLinkProps } from '@/components/ui/button';
import { useUser } from '@/lib/auth';

interface JoinLinkProps extends Omit<ButtonLinkProps, 'to' | 'children'> {
  /** The call as a visitor reads it ('Join Jobmatch'); the signed-in get their own (see joinLinkFor). */
  visitorLabel: string;
}

/** A content page's call to sign up, or for someone signed in the way to their own pages. */
export function JoinLink({ visitorLabel, ...props }: JoinLinkProps) {
  const link = joinLinkFor(useUser(), visitorLabel);
  return (
    <ButtonLink to={link.to} {...props}>
      {link.label}
    </ButtonLink>
  );
}
