// Boundary: the job search between the /jobs address, the filter form and GET /jobs/search (pure).
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  activeFilterCount,
  filtersFromForm,
  filtersFromSearchParams,
  isFiltered,
  listOf,
  NO_FILTERS,
  searchParamsOf,
  urlFiltersOf,
  withPage,
} from './job-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('reading the address', () => {
  it('has no filters and the first page on a bare /jobs', () => {
    expect(read('')).toEqual(NO_FILTERS);
  });

  it('reads every filter of the spec, plus function and category', () => {
    expect(
      read(
        'search=react%20dev&location=Bangalore&experience=3&type=FULL_TIME,internship&skills=React,%20Node.js' +
          '&salaryMin=1000000&salaryMax=2500000&function=engineering&category=IT&sort=salary&page=2',
      ),
    ).toEqual({
      search: 'react dev',
      location: 'Bangalore',
      experience: 3,
      types: ['FULL_TIME', 'INTERNSHIP'],
      skills: ['React', 'Node.js'],
      salaryMin: 1_000_000,
      salaryMax: 2_500_000,
      function: 'engineering',
      category: 'IT',
      sort: 'salary',
      page: 2,
    });
  });

  it('lands the footer links on their filters', () => {
    expect(read('location=Hyderabad').location).toBe('Hyderabad');
    expect(read('function=marketing').function).toBe('marketing');
    expect(read('type=INTERNSHIP').types).toEqual(['INTERNSHIP']);
  });

  it('drops what the search does not know instead of failing', () => {
    const filters = read('type=engineering,full-time&function=astrology&category=X&experience=-1&page=0');
    expect(filters.types).toEqual(['FULL_TIME']);
    expect(filters.function).toBeNull();
    expect(filters.category).toBeNull();
    expect(filters.experience).toBeNull();
    expect(filters.page).toBe(1);
    expect(read('sort=cheapest').sort).toBeNull();
    expect(read('salaryMin=abc&salaryMax=0&page=2.5')).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      page: 1,
    });
  });
});

describe('writing the address', () => {
  it('round-trips through paths.jobs.getHref', () => {
    const filters = read(
      'search=java&location=Pune&experience=0&type=CONTRACT&skills=Java,Spring&salaryMin=500000&function=data&sort=salary&page=3',
    );
    const href = paths.jobs.getHref(urlFiltersOf(filters));
    expect(read(href.split('?')[1] ?? '')).toEqual(filters);
  });

  it('leaves the default order, relevance, out of the link and keeps the others', () => {
    expect(paths.jobs.getHref(urlFiltersOf({ ...NO_FILTERS, sort: 'relevance' }))).toBe('/jobs');
    expect(paths.jobs.getHref(urlFiltersOf({ ...NO_FILTERS, sort: 'newest' }))).toBe('/jobs?sort=newest');
  });

  it('leaves empty filters and the first page out of the link', () => {
    expect(paths.jobs.getHref(urlFiltersOf(NO_FILTERS))).toBe('/jobs');
    expect(paths.jobs.getHref(urlFiltersOf({ ...NO_FILTERS, location: 'Delhi' }))).toBe(
      '/jobs?location=Delhi',
    );
  });

  it('asks the API for the page and the page size of 12', () => {
    expect(searchParamsOf({ ...NO_FILTERS, search: 'sales' })).toMatchObject({
      search: 'sales',
      page: 1,
      limit: 12,
    });
    expect(searchParamsOf(withPage(NO_FILTERS, 4))).toMatchObject({ page: 4, limit: 12 });
  });
});

describe('the filter form', () => {
  it('sends salaries typed in lakhs per annum as rupees', () => {
    const filters = filtersFromForm(
      form([
        ['salaryMinLpa', '4.5'],
        ['salaryMaxLpa', '12'],
      ]),
    );
    expect(filters.salaryMin).toBe(450_000);
    expect(filters.salaryMax).toBe(1_200_000);
  });

  it('reads a minimum above the maximum as typed the wrong way round', () => {
    const filters = filtersFromForm(
      form([
        ['salaryMinLpa', '20'],
        ['salaryMaxLpa', '8'],
      ]),
    );
    expect([filters.salaryMin, filters.salaryMax]).toEqual([800_000, 2_000_000]);
  });

  it('collects the ticked job types and the skills list, from the first page', () => {
    const filters = filtersFromForm(
      form([
        ['search', '  product   manager '],
        ['type', 'FULL_TIME'],
        ['type', 'PART_TIME'],
        ['skills', 'SQL, sql, Excel,, '],
        ['experience', '2'],
        ['function', 'product'],
        ['category', 'NON_IT'],
      ]),
    );
    expect(filters).toEqual({
      ...NO_FILTERS,
      search: 'product manager',
      types: ['FULL_TIME', 'PART_TIME'],
      skills: ['SQL', 'Excel'],
      experience: 2,
      function: 'product',
      category: 'NON_IT',
      page: 1,
    });
  });

  it('treats blank and zero salaries as no bound', () => {
    const filters = filtersFromForm(
      form([
        ['salaryMinLpa', ''],
        ['salaryMaxLpa', '0'],
      ]),
    );
    expect([filters.salaryMin, filters.salaryMax]).toEqual([null, null]);
  });
});

describe('counting filters', () => {
  it('counts narrowing filters, not the search words or the page', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, search: 'x', page: 3 })).toBe(0);
    expect(
      activeFilterCount({ ...NO_FILTERS, location: 'Delhi', salaryMin: 100_000, salaryMax: 200_000 }),
    ).toBe(2);
    expect(isFiltered({ ...NO_FILTERS, search: 'x' })).toBe(true);
    expect(isFiltered(withPage(NO_FILTERS, 2))).toBe(false);
  });

  it('splits lists on commas without repeats', () => {
    expect(listOf(' a, B ,b,,c ')).toEqual(['a', 'B', 'c']);
    expect(listOf(undefined)).toEqual([]);
  });
});
