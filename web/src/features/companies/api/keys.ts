/** Query keys of the signed-in company reads: the own company, and the admins' queue of identity changes. */
export const COMPANY_ROOT_KEY = ['companies'] as const;
export const companyKeys = {
  own: () => [...COMPANY_ROOT_KEY, 'me'] as const,
  changes: () => [...COMPANY_ROOT_KEY, 'changes'] as const,
};
