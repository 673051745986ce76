/*
 * Places as people write them, one table for search, its filters and matching: a city's other spellings
 * fold into one key ('Bengaluru' is 'bangalore'), and a metropolitan region ('Delhi NCR') stands for the
 * cities in it, so a search or a preference for the region finds a job in any of them, and a job posted
 * for the region is found from each of its cities.
 */

/** Another spelling people use for a city, and the key it is filed under. */
const CITY_ALIASES: Record<string, string> = {
  bengaluru: 'bangalore',
  blr: 'bangalore',
  gurugram: 'gurgaon',
  'new delhi': 'delhi',
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  'navi mumbai': 'mumbai',
  poona: 'pune',
  trivandrum: 'thiruvananthapuram',
  cochin: 'kochi',
  ernakulam: 'kochi',
  mysuru: 'mysore',
  mangaluru: 'mangalore',
  vizag: 'visakhapatnam',
  baroda: 'vadodara',
  pondicherry: 'puducherry',
  benares: 'varanasi',
  banaras: 'varanasi',
  'greater noida': 'noida',
  secunderabad: 'hyderabad',
};

/** Metropolitan regions and the city keys in them. */
const REGIONS: Record<string, readonly string[]> = {
  'delhi ncr': ['delhi', 'gurgaon', 'noida', 'ghaziabad', 'faridabad'],
  'mumbai metropolitan region': ['mumbai', 'thane', 'kalyan', 'bhiwandi', 'panvel'],
};

/** Other names of the regions. */
const REGION_ALIASES: Record<string, string> = {
  ncr: 'delhi ncr',
  'delhi-ncr': 'delhi ncr',
  'national capital region': 'delhi ncr',
  mmr: 'mumbai metropolitan region',
  'mumbai region': 'mumbai metropolitan region',
};

/** Places offered while typing a location (any other may be typed): the big hiring cities and regions. */
export const SUGGESTED_PLACES = [
  'Bangalore',
  'Mumbai',
  'Delhi NCR',
  'Delhi',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Gurgaon',
  'Noida',
  'Jaipur',
  'Kochi',
  'Chandigarh',
  'Indore',
  'Coimbatore',
] as const;

/** The place of a location ('Bengaluru, Karnataka' -> 'bangalore', 'NCR' -> 'delhi ncr'): first part, folded. */
export function cityKey(location: string): string {
  const first = (location.split(/[,(/]/)[0] ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return REGION_ALIASES[first] ?? CITY_ALIASES[first] ?? first;
}

/** The keys a place covers: a region with each of its cities, or the one city. */
export function placeKeys(key: string): string[] {
  const cities = REGIONS[key];
  return cities ? [key, ...cities] : [key];
}

/** The region a city lies in, if any. */
const regionOfCity = new Map(
  Object.entries(REGIONS).flatMap(([region, cities]) => cities.map((city) => [city, region] as const)),
);

/**
 * Whether a job's place answers a place someone asked for (a search, a filter, a preference): the same
 * city, a city of the region asked for, or a job posted for the region that holds the city asked for.
 */
export function placeAnswers(asked: string, jobPlace: string): boolean {
  if (!asked || !jobPlace) return false;
  if (asked === jobPlace) return true;
  return placeKeys(asked).includes(jobPlace) || regionOfCity.get(asked) === jobPlace;
}

/** The keys under which a search for a place finds jobs: its own, its region's cities, its city's region. */
export function searchedPlaceKeys(asked: string): string[] {
  const region = regionOfCity.get(asked);
  return region ? [asked, region] : placeKeys(asked);
}

/** How a place key is written for people: as the suggested list writes it, else each word capitalised. */
export function placeName(key: string): string {
  const listed = SUGGESTED_PLACES.find((place) => cityKey(place) === key);
  if (listed) return listed;
  return key.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** Every spelling filed under a place key: the key itself and its aliases ('bangalore', 'bengaluru', 'blr'). */
export function placeSpellings(key: string): string[] {
  const aliases = [...Object.entries(CITY_ALIASES), ...Object.entries(REGION_ALIASES)]
    .filter(([, target]) => target === key)
    .map(([alias]) => alias);
  return [key, ...aliases];
}
