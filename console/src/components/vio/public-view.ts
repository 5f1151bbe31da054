/** Spec §3: the public view nests one sub-record named by the organisation's kind. */
export const publicSubRecordKeys = ['VioPrivateAcademium', 'VioStateAcademium', 'VioStateInstitute', 'VioPrivateOrganization', 'VioSchool', 'VioNonProfit'] as const;

/** Spec §9: numbers abbreviated K (≥ 1,000), Mn (≥ 1,000,000), Bn (≥ 10^9), at most 2 decimals. */
export const abbreviate = (n: number): string => {
  const round = (x: number) => String(Math.round(x * 100) / 100);
  if (Math.abs(n) >= 1e9) return `${round(n / 1e9)}Bn`;
  if (Math.abs(n) >= 1e6) return `${round(n / 1e6)}Mn`;
  if (Math.abs(n) >= 1e3) return `${round(n / 1e3)}K`;
  return round(n);
};
