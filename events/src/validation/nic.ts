/**
 * Sri Lankan NIC numbers: the old form is 9 digits and V or X (birth year 19YY from the first two
 * digits), the new form 12 digits (birth year from the first four). Age is the difference of years,
 * as the spec says, not a full date calculation.
 */
export const OLD_NIC = /^\d{9}[vVxX]$/;
export const NEW_NIC = /^\d{12}$/;

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
