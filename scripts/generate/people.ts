import { educationLevels, employmentStatuses, weekdays, type LocationNames } from '@nvp/events';
import type { Random } from './random';

/**
 * Generated people: names from small Sri Lankan name lists (English transliteration), a NIC whose birth date and
 * gender encode the age and gender drawn, a mobile number, an e-mail under example.org (reserved by RFC 2606, so no
 * generated mail can reach anyone).
 * Spreads are assumptions written down in README.md, not measurements.
 */

type Group = 'sinhala' | 'tamil' | 'muslim' | 'burgher';
const names: Record<Group, { female: readonly string[]; male: readonly string[]; family: readonly string[] }> = {
  sinhala: {
    female: ['Nirmala', 'Kumari', 'Dilani', 'Sanduni', 'Tharushi', 'Nadeesha', 'Chathurika', 'Iresha', 'Sachini', 'Anusha', 'Hasini', 'Dinithi', 'Madhavi', 'Piumi', 'Ishara', 'Sewwandi', 'Nethmi', 'Kavindya', 'Gayani', 'Ruwani', 'Shanika', 'Thilini', 'Upeksha', 'Yasodha'],
    male: ['Kasun', 'Nuwan', 'Chaminda', 'Tharindu', 'Dinesh', 'Ruwan', 'Sampath', 'Lahiru', 'Isuru', 'Pradeep', 'Chamara', 'Dilshan', 'Buddhika', 'Janaka', 'Kavinda', 'Mahesh', 'Pasindu', 'Sahan', 'Thisara', 'Udara', 'Viraj', 'Asela', 'Gihan', 'Hiran'],
    family: ['Perera', 'Fernando', 'Silva', 'Jayasinghe', 'Bandara', 'Wickramasinghe', 'Gunawardena', 'Rathnayake', 'Dissanayake', 'Herath', 'Karunaratne', 'Senanayake', 'Wijesinghe', 'Abeysekera', 'Rajapaksha', 'Liyanage', 'Samarasinghe', 'Weerasinghe', 'Kumara', 'Ekanayake', 'Gamage', 'Amarasinghe', 'Jayawardena', 'Pathirana'],
  },
  tamil: {
    female: ['Kavitha', 'Tharshini', 'Nirosha', 'Sivaranjani', 'Jeyanthi', 'Mathuri', 'Kalaivani', 'Thulasi', 'Vithya', 'Abirami', 'Sharmila', 'Keerthana', 'Luxmi', 'Pavithra', 'Yalini', 'Gowri'],
    male: ['Suresh', 'Kumaran', 'Tharmalingam', 'Sivakumar', 'Rajan', 'Kannan', 'Vimal', 'Jeyakumar', 'Nirojan', 'Thusanthan', 'Prasanth', 'Mathan', 'Kajan', 'Senthuran', 'Arun', 'Gobinath'],
    family: ['Sivanathan', 'Rajaratnam', 'Kanagaratnam', 'Thambiah', 'Navaratnam', 'Selvaraj', 'Balasubramaniam', 'Ponnambalam', 'Arumugam', 'Yogarajah', 'Shanmugam', 'Kandiah', 'Sinnathamby', 'Murugesu', 'Vijayakumar', 'Ganeshan'],
  },
  muslim: {
    female: ['Fathima', 'Aysha', 'Rizna', 'Shifana', 'Nusrath', 'Farzana', 'Sumaiya', 'Hafsa', 'Ruksana', 'Zainab', 'Minha', 'Safna'],
    male: ['Mohamed', 'Rizwan', 'Imran', 'Faris', 'Naleem', 'Azhar', 'Ashraff', 'Riyas', 'Nizam', 'Hakeem', 'Sajith', 'Ilham'],
    family: ['Marikar', 'Cassim', 'Mohideen', 'Ismail', 'Hameed', 'Lebbe', 'Jaleel', 'Rahuman', 'Farook', 'Haniffa', 'Sulaiman', 'Nazeer'],
  },
  burgher: {
    female: ['Michelle', 'Natasha', 'Anne', 'Charmaine', 'Rochelle', 'Sharon'],
    male: ['Dylan', 'Marlon', 'Christopher', 'Shane', 'Russell', 'Trevor'],
    family: ['De Kretser', 'Ludowyk', 'Van Dort', 'Koch', 'Bartholomeusz', 'Ebert'],
  },
};
/** Census of Population and Housing 2012: Sinhalese 74.9 %, Tamil 15.4 %, Moor/Malay 9.5 %, Burgher and others 0.2 %. */
const groups: Group[] = ['sinhala', 'tamil', 'muslim', 'burgher'];
const groupWeights = [74.9, 15.4, 9.5, 0.2];
/** First language (form-data ids: 1 Sinhala, 2 Tamil, 3 English) by name group. */
const firstLanguageOf: Record<Group, number> = { sinhala: 1, tamil: 2, muslim: 2, burgher: 3 };

export type Gender = 'Female' | 'Male' | 'Other';

export interface Person {
  index: number;
  group: Group;
  gender: Gender;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, also encoded in the NIC. */
  dateOfBirth: string;
  nic: string;
  email: string;
  mobile: string;
  firstLanguage: number;
}

const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** Age bands (16–70) leaning young, as volunteering platforms do: an assumption, see README.md. */
const ageBands: [number, number][] = [[16, 24], [25, 34], [35, 44], [45, 59], [60, 70]];
const ageWeights = [35, 30, 15, 13, 7];

/**
 * A new-form NIC (12 digits): birth year, day of the year (+500 for women), then five digits. The last five are the
 * person's index mod 100,000 and the day's residue mod 5 is the index's 100,000-block, so no two people share one.
 */
export const nicOf = (index: number, birthYear: number, dayOfYear: number, female: boolean) =>
  `${birthYear}${String(dayOfYear + (female ? 500 : 0)).padStart(3, '0')}${String(index % 100_000).padStart(5, '0')}`;

export const createPerson = (rng: Random, index: number, today: string, emailPrefix = ''): Person => {
  const group = rng.weighted(groups, groupWeights);
  const gender: Gender = rng.weighted(['Female', 'Male', 'Other'] as const, [55, 44.5, 0.5]);
  const list = names[group];
  const firstName = rng.pick(gender === 'Female' ? list.female : gender === 'Male' ? list.male : [...list.female, ...list.male]);
  const lastName = rng.pick(list.family);
  const [lo, hi] = rng.weighted(ageBands, ageWeights);
  const birthYear = Number(today.slice(0, 4)) - rng.int(lo, hi);
  const block = Math.floor(index / 100_000) % 5;
  const dayOfYear = rng.int(0, 72) * 5 + block + 1; // 1..365
  const dateOfBirth = new Date(Date.UTC(birthYear, 0, dayOfYear)).toISOString().slice(0, 10);
  const nic = nicOf(index, birthYear, dayOfYear, gender === 'Female');
  const mobile = `07${rng.pick(['0', '1', '2', '4', '5', '6', '7', '8'])}${rng.digits(7)}`;
  return {
    index,
    group,
    gender,
    firstName,
    lastName,
    dateOfBirth,
    nic,
    email: `${emailPrefix}${ascii(firstName)}.${ascii(lastName)}.${index}@example.org`,
    mobile,
    firstLanguage: firstLanguageOf[group],
  };
};

/** Highest education (NONE … PHD), weighted towards A/L and O/L as in the population. */
const educationWeights: Record<(typeof educationLevels)[number], number> = { PHD: 1, MSC: 4, DEGREE: 18, DIPLOMA: 12, GCE_AL: 40, GCE_OL: 21, NONE: 4 };
const degreeTitles = ['BSc in Chemistry', 'BA in Sociology', 'BSc in Computer Science', 'MBBS', 'BCom', 'BEd', 'BSc in Engineering', 'LLB'];
const institutes = ['University of Colombo', 'University of Peradeniya', 'University of Jaffna', 'University of Ruhuna', 'University of Moratuwa', 'Eastern University', 'Open University of Sri Lanka'];
const jobTitles = ['Teacher', 'Nurse', 'Accountant', 'Software Engineer', 'Clerk', 'Shop Owner', 'Farmer', 'Bank Officer', 'Driver', 'Technician'];
const streets = ['Temple Road', 'Station Road', 'Main Street', 'Lake Road', 'Church Road', 'School Lane', 'Hospital Road', 'Kandy Road', 'Galle Road', 'Mosque Road'];
const foreignCountries = ['IN', 'GB', 'AU', 'CA', 'MV', 'JP', 'DE', 'US'];

/**
 * When and how a volunteer says they can give time (issue 29's optional bio fields, which the matching reads): 60 %
 * tell it. Saturday 85 % and Sunday 70 %; a weekday 15 % for the employed, 40 % for the rest (students, job
 * seekers, the retired…); at least one day. In person 70 %, either 22 %, online 8 % (assumptions, see README.md).
 * Drawn from a child generator of its own, so the rest of the volunteer's history stays as it was.
 */
export const availabilityOf = (rng: Random, employed: boolean) => {
  if (!rng.chance(0.6)) return {};
  const weekday = employed ? 0.15 : 0.4;
  const told = weekdays.filter((d) => rng.chance(d === 'Saturday' ? 0.85 : d === 'Sunday' ? 0.7 : weekday));
  const availableDays = told.length ? told : [rng.pick(['Saturday', 'Sunday'] as const)];
  const volunteeringMode = rng.weighted(['IN_PERSON', 'EITHER', 'ONLINE'] as const, [70, 22, 8]);
  return { availableDays: [...availableDays], volunteeringMode };
};

/**
 * The bio a volunteer submits (the API's body, parsed by the platform's own schema later). Nationality: 97 %
 * Sri Lankan, 2 % dual, 1 % foreign; emergency willingness 60 % yes; availability told by 60 % (availabilityOf)
 * (assumptions, see README.md).
 */
export const bioOf = (rng: Random, person: Person, place: LocationNames, age: number) => {
  const education = rng.weighted([...educationLevels], educationLevels.map((e) => educationWeights[e]));
  const degree = ['PHD', 'MSC', 'DEGREE'].includes(education);
  const status = age < 24 ? rng.weighted([...employmentStatuses], [10, 3, 5, 2, 70, 10]) : rng.weighted([...employmentStatuses], [55, 12, 8, 12, 3, 10]);
  const nationality = rng.weighted(['Sri Lankan', 'Dual', 'Foreign'] as const, [97, 2, 1]);
  const countries = nationality === 'Dual' ? ['LK', rng.pick(foreignCountries)] : nationality === 'Foreign' ? [rng.pick(foreignCountries)] : [];
  const emergencyWill = rng.chance(0.6) ? 'yes' : 'no';
  const emergencyPast = emergencyWill === 'yes' && rng.chance(0.35) ? 'yes' : 'no';
  const street = rng.pick(streets);
  const door = String(rng.int(1, 250));
  const title = person.gender === 'Female' ? (age > 28 && rng.chance(0.5) ? 'Mrs' : 'Ms') : 'Mr';
  const other = [1, 2, 3].filter((l) => l !== person.firstLanguage);
  return {
    title,
    nameInNic: `${person.firstName} ${person.lastName}`,
    nic: person.nic,
    visaIssuedDate: '',
    visaExpiryDate: '',
    dateOfBirth: person.dateOfBirth,
    countryOfBirth: nationality === 'Foreign' ? countries[0] : 'LK',
    currentNationality: nationality,
    countries,
    gender: person.gender,
    civilStatus: age < 26 ? 'Single' : rng.weighted(['Single', 'Married', 'Widowed', 'Divorced'] as const, [25, 68, 4, 3]),
    familyCount: rng.int(1, 7),
    permanentDoorNo: door,
    permanentStreet: street,
    permanentArea: place.gnDivision,
    residentialDoorNo: door,
    residentialStreet: street,
    residentialArea: place.gnDivision,
    contributeDistrict: place.district,
    contributeDivisionalSecretariat: place.divisionalSecretariat,
    contributegnDivision: place.gnDivision,
    contactResidence: `0${rng.int(11, 91)}${rng.digits(7)}`,
    contactAlternate: '',
    // The form requires an office number; those without an office give their mobile (as people do on the form).
    contactOffice: person.mobile,
    contactFax: '',
    firstLanguage: person.firstLanguage,
    otherLanguages: rng.sample(other, rng.int(1, 2)),
    preferredLanguage: rng.chance(0.8) ? person.firstLanguage : 3,
    writingPerformance: rng.pick(['BASIC', 'GOOD', 'EXCELLENT']),
    readingPerformance: rng.pick(['BASIC', 'GOOD', 'EXCELLENT']),
    speakingPerformance: rng.pick(['BASIC', 'GOOD', 'EXCELLENT']),
    highestEducation: education,
    degreeTitle: degree ? rng.pick(degreeTitles) : '',
    degreeInstitute: degree ? rng.pick(institutes) : '',
    employmentStatus: status,
    employmentSector: status === 'EMPLOYED' ? rng.pick(['PRIVATE', 'GOVERNMENT', 'NGO', 'ACADEMIA', 'FORCES', 'OTHER']) : '',
    employmentTitle: status === 'EMPLOYED' ? rng.pick(jobTitles) : '',
    employmentArea: rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], rng.int(1, 2)),
    communicationSkill: rng.pick(['BASIC', 'MODERATE', 'ADEQUATE', 'HIGH']),
    computerLiteracySkill: rng.pick(['NO', 'BASIC', 'MODERATE', 'ADEQUATE', 'HIGH']),
    socialMediaInteractionSkill: rng.pick(['NO', 'BASIC', 'MODERATE', 'ADEQUATE', 'HIGH']),
    otherSkills: '',
    areasOfVolunteering: rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], rng.int(1, 3)),
    ...availabilityOf(rng.child('availability'), status === 'EMPLOYED' || status === 'SELF_EMPLOYED'),
    specialSkills: rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], rng.int(1, 3)),
    skillsToObtain: rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], rng.int(2, 4)),
    specialCondition: 'no',
    disabled: rng.chance(0.02) ? 'yes' : 'no',
    convicted: 'no',
    abuse: 'no',
    drivingLiscence: rng.chance(0.4) ? 'yes' : 'no',
    emergencyWill,
    emergencyPast,
    specialConditionDetails: '',
    convictionDetails: '',
    emergencyPastDescription: emergencyPast === 'yes' ? rng.pick(['Flood relief in 2016', 'Tsunami relief in 2004', 'Landslide relief in 2017', 'Dengue campaign', 'COVID-19 vaccination centre']) : '',
  };
};

/** A referee: another person drawn the same way, with an address in the volunteer's district. */
export const refereeOf = (rng: Random, volunteer: Person, place: LocationNames, today: string) => {
  const p = createPerson(rng, volunteer.index, today, 'referee.');
  return {
    name: `${p.firstName} ${p.lastName}`,
    no: String(rng.int(1, 200)),
    street: rng.pick(streets),
    city: place.divisionalSecretariat,
    state: place.district,
    phone: '',
    mobile: p.mobile,
    email: p.email,
  };
};
