import { Landing } from '@/features/home/components/landing';

export function Component() {
  return (
    <>
      <title>Jobmatch · Curated jobs for India’s professionals</title>
      <Landing />
    </>
  );
}
