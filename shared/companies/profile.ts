import * as z from 'zod/mini';
import { COMPANY_SIZES, INDUSTRIES, isWebsiteUrl } from '../recruiters/schemas';

/*
 * A company's public profile (issue 34): what its team admins edit (PUT /companies/me), what its page and
 * the directory show, and which of its facts are its verified identity. The web form and the handler
 * validate with the same schema, so both say the same words.
 */

export const COMPANY_LIMITS = {
  aboutMax: 3000,
  citiesMax: 10,
  cityMax: 60,
  foundedMin: 1800,
  /** Directory page size. */
  pageSize: 12,
} as const;

export const COMPANY_MESSAGES = {
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name must be at most 120 characters',
  websiteInvalid: 'Please enter a valid website URL',
  aboutTooLong: `About must be at most ${COMPANY_LIMITS.aboutMax} characters`,
  industryTooLong: 'Industry must be at most 80 characters',
  sizeInvalid: 'Please choose a company size from the list',
  cityInvalid: `Each city must be 2 to ${COMPANY_LIMITS.cityMax} characters`,
  tooManyCities: `List at most ${COMPANY_LIMITS.citiesMax} office cities`,
  foundedInvalid: `Founded must be a year from ${COMPANY_LIMITS.foundedMin} to this year`,
  adminsOnly: "Only your team's admins can edit the company profile.",
  saved: 'Company profile saved.',
  changeFiled:
    'Your change of company name or website is waiting for a Jobmatch admin to confirm it. We will email you the decision.',
  changePending:
    'A change of name or website is already waiting for review. You can file another once it is decided.',
  noChangePending: 'This company has no change waiting for review.',
  logoType: 'Logo must be a PNG, JPEG or WebP image',
  logoTooLarge: 'Logo must be smaller than 1MB',
  logoDimensions: 'Logo must be between 64 and 2048 pixels on each side',
  logoSaved: 'Logo updated.',
  companyNotFound: 'Company not found',
} as const;

export const LOGO_RULES = {
  maxBytes: 1024 * 1024,
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  minSide: 64,
  maxSide: 2048,
} as const;

/** The first rule a logo breaks before upload, as the message a person sees; undefined when it may go. */
export function logoProblem(fileName: string, fileSize: number): string | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(LOGO_RULES.extensions as readonly string[]).includes(extension)) return COMPANY_MESSAGES.logoType;
  if (fileSize <= 0 || fileSize > LOGO_RULES.maxBytes) return COMPANY_MESSAGES.logoTooLarge;
  return undefined;
}

const currentYear = () => new Date().getUTCFullYear();

const optionalText = (max: number, message: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message))));

const city = z
  .string()
  .check(
    z.trim(),
    z.minLength(2, COMPANY_MESSAGES.cityInvalid),
    z.maxLength(COMPANY_LIMITS.cityMax, COMPANY_MESSAGES.cityInvalid),
  );

/**
 * PUT /companies/me: the whole profile as the form holds it. `name` and `website` are the company's
 * verified identity: a change of the name, or of the website's domain, is filed for an admin instead of
 * applied (identityChange); everything else applies at once.
 */
export const companyProfileSchema = z.strictObject({
  name: z
    .string({ error: COMPANY_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, COMPANY_MESSAGES.nameRequired),
      z.maxLength(120, COMPANY_MESSAGES.nameTooLong),
    ),
  website: z
    .string({ error: COMPANY_MESSAGES.websiteInvalid })
    .check(
      z.trim(),
      z.maxLength(300, COMPANY_MESSAGES.websiteInvalid),
      z.refine(isWebsiteUrl, COMPANY_MESSAGES.websiteInvalid),
    ),
  about: optionalText(COMPANY_LIMITS.aboutMax, COMPANY_MESSAGES.aboutTooLong),
  // Free text, as at verification (the list is the form's suggestions): companies name their own trade.
  industry: optionalText(80, COMPANY_MESSAGES.industryTooLong),
  size: z.optional(z.nullable(z.enum(COMPANY_SIZES, { error: COMPANY_MESSAGES.sizeInvalid }))),
  headquarters: z.optional(z.nullable(z.union([z.literal(''), city]))),
  officeCities: z._default(
    z.array(city).check(z.maxLength(COMPANY_LIMITS.citiesMax, COMPANY_MESSAGES.tooManyCities)),
    [],
  ),
  foundedYear: z.optional(
    z.nullable(
      z.number({ error: COMPANY_MESSAGES.foundedInvalid }).check(
        z.int(COMPANY_MESSAGES.foundedInvalid),
        z.refine(
          (year) => year >= COMPANY_LIMITS.foundedMin && year <= currentYear(),
          COMPANY_MESSAGES.foundedInvalid,
        ),
      ),
    ),
  ),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** The website's host without a leading www., lower-cased: the part of the website that is identity. */
export function websiteDomain(website: string | null | undefined): string {
  if (!website) return '';
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * What of a saved profile must wait for an admin: a new legal name (ignoring case and spacing slips is
 * not safe: 'Acme' and 'ACME' may be two companies, so any change of the words counts) or a website on
 * another domain. A new path on the same domain is no change of identity and applies at once.
 */
export function identityChange(
  current: { name: string; website: string | null | undefined },
  wanted: { name: string; website: string },
): { name?: string; website?: string } | undefined {
  const change: { name?: string; website?: string } = {};
  if (wanted.name.replace(/\s+/g, ' ') !== current.name.replace(/\s+/g, ' ')) change.name = wanted.name;
  if (websiteDomain(wanted.website) !== websiteDomain(current.website)) change.website = wanted.website;
  return Object.keys(change).length > 0 ? change : undefined;
}

/** 'Acme Tech (India) Pvt. Ltd.' -> 'acme-tech-india-pvt-ltd': a page address from a name. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'company';
}

/** The slugs tried in turn for a name until one is free: the name's, then numbered ones. */
export function slugCandidates(name: string, companyId: string): string[] {
  const base = slugOf(name);
  const numbered = [2, 3, 4, 5].map((n) => `${base}-${n}`);
  // Last, one no other company can hold: the id is unique.
  return [
    base,
    ...numbered,
    `${base}-${companyId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(-8)}`,
  ];
}

export const COMPANY_SIZE_LABELS: Record<(typeof COMPANY_SIZES)[number], string> = {
  '1-10': '1 to 10 people',
  '11-50': '11 to 50 people',
  '51-200': '51 to 200 people',
  '201-500': '201 to 500 people',
  '501-1000': '501 to 1,000 people',
  '1000+': 'More than 1,000 people',
};

export const sizeLabel = (size: string | null | undefined): string | null =>
  size && size in COMPANY_SIZE_LABELS ? COMPANY_SIZE_LABELS[size as keyof typeof COMPANY_SIZE_LABELS] : null;

export { COMPANY_SIZES, INDUSTRIES };
