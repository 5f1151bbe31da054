/**
 * Sri Lankan NIC numbers: the old form is 9 digits and V or X (birth year 19YY from the first two
 * digits), the new form 12 digits (birth year from the first four). Age is the difference of years,
 * as the spec says, not a full date calculation.
 */
export const OLD_NIC = /^\d{9}[vVxX]$/;
export const NEW_NIC = /^\d{12}$/;

/** The accepted formats, said after every NIC refusal (issue 27) so a volunteer knows what to type. */
export const NIC_FORMATS = {
  en: 'Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)',
  si: 'ඉලක්කම් 9ක් සහ V හෝ X (උදා. 851234567V), නැතහොත් ඉලක්කම් 12ක් (උදා. 198512345678) ඇතුළත් කරන්න',
  ta: '9 இலக்கங்களும் அதைத் தொடர்ந்து V அல்லது X (எ.கா. 851234567V), அல்லது 12 இலக்கங்கள் (எ.கா. 198512345678) உள்ளிடவும்',
} as const;

export const isValidNic = (nic: string) => OLD_NIC.test(nic) || NEW_NIC.test(nic);

export const birthYearFromNic = (nic: string): number | undefined => {
  if (nic.length === 10) return 1900 + Number(nic.slice(0, 2));
  if (nic.length === 12) return Number(nic.slice(0, 4));
  return undefined;
};

export const ageFromNic = (nic: string, today: Date = new Date()): number | undefined => {
  const year = birthYearFromNic(nic);
  return year === undefined || Number.isNaN(year) ? undefined : today.getFullYear() - year;
};

export const MINIMUM_AGE = 16;
