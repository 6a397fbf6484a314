/** Who the demo members are: plausible names, places and words, chosen by a seeded random. */

export interface DemoPerson {
  username: string;
  name: string;
  gender: 'M' | 'F' | 'LB' | 'TG';
  genderFor: 'M' | 'F';
  birthdate: string;
  country: string;
  occupation: string;
  caption: string | null;
  hue: number;
}

const thaiNames = [
  'Malee',
  'Siriporn',
  'Ploy',
  'Kanya',
  'Pim',
  'Dao',
  'Ratana',
  'Suda',
  'Wanida',
  'Achara',
  'Busaba',
  'Chanida',
  'Duangjai',
  'Jintana',
  'Kulap',
  'Lamai',
  'Mayuree',
  'Naree',
  'Orathai',
  'Pranee',
  'Saowalak',
  'Tida',
  'Usa',
  'Waraporn',
  'Yupin',
  'Arunee',
  'Benjamas',
  'Kesinee',
];
const norwegianNames = [
  'Ola',
  'Lars',
  'Erik',
  'Magnus',
  'Anders',
  'Henrik',
  'Jonas',
  'Kristian',
  'Sindre',
  'Thomas',
  'Bjørn',
  'Håkon',
  'Eirik',
  'Sigurd',
  'Knut',
  'Espen',
];
const thaiOccupations = [
  'Nurse',
  'Teacher',
  'Accountant',
  'Shop owner',
  'Hotel receptionist',
  'Chef',
  'Pharmacist',
  'Office worker',
  'Tour guide',
  'Hairdresser',
];
const norwegianOccupations = [
  'Engineer',
  'Electrician',
  'Fisherman',
  'Software developer',
  'Carpenter',
  'Doctor',
  'Sales manager',
  'Pilot',
  'Farmer',
  'Teacher',
];
const captions = [
  'Love cooking for friends and long walks by the river.',
  'Early mornings, strong coffee and a good book.',
  'Looking for someone kind, honest and with a sense of humour.',
  'I enjoy travelling, temples and quiet beaches.',
  'Family comes first for me.',
  'Let us learn each other’s language!',
  'Hiking in the fjords, fishing in summer, skiing in winter.',
  'Simple life, big heart.',
  null,
];

/** A small deterministic random source (mulberry32), so reseeding gives the same members. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks `count` distinct items (fewer if there are fewer). */
export function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return picked;
}

function birthdate(random: () => number, today: Date, minAge: number, maxAge: number): string {
  const age = minAge + Math.floor(random() * (maxAge - minAge + 1));
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const year = today.getFullYear() - age - 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The n-th demo member (0-based): mostly Thai women, some Norwegian men, a few LB and TG. */
export function demoPerson(index: number, today: Date = new Date()): DemoPerson {
  const random = seededRandom(index + 1);
  const kind = index % 10;
  const norwegian = kind === 3 || kind === 7;
  const gender = norwegian ? 'M' : kind === 5 ? 'LB' : kind === 9 ? 'TG' : 'F';
  return {
    username: `demo.${String(index + 1).padStart(3, '0')}`,
    // A stride through the list rather than a random pick: no two neighbours share a name.
    name: norwegian
      ? (norwegianNames[(index * 5) % norwegianNames.length] as string)
      : (thaiNames[(index * 11) % thaiNames.length] as string),
    gender,
    genderFor: norwegian ? 'F' : 'M',
    birthdate: norwegian ? birthdate(random, today, 30, 60) : birthdate(random, today, 22, 45),
    country: norwegian ? 'Norway' : 'Thailand',
    occupation: pick(random, norwegian ? norwegianOccupations : thaiOccupations),
    caption: pick(random, captions),
    hue: Math.floor(random() * 360),
  };
}
