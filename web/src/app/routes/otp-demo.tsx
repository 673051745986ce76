import { OtpDemoPage } from '@/features/auth/components/otp-demo-page';

export function Component() {
  return (
    <>
      <title>OTP demo · Jobmatch</title>
      <OtpDemoPage />
    </>
  );
}
