/** Employer views of the profile, each employer counted once a day (issue: profile views are real). */
export function profileViewsText(views: number): string {
  if (views === 0) return 'No employer has viewed your profile yet.';
  const count = new Intl.NumberFormat('en-IN').format(views);
  return `Employers viewed your profile ${views === 1 ? 'once' : `${count} times`} (each employer counted once a day).`;
}
