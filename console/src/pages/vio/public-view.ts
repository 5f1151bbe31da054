/** Spec §3: the public view nests one sub-record named by the organisation's kind. */
export const publicSubRecordKeys = ['VioPrivateAcademium', 'VioStateAcademium', 'VioStateInstitute', 'VioPrivateOrganization', 'VioSchool', 'VioNonProfit'] as const;

/** The official colours of the 17 Sustainable Development Goals, goal 1 first. */
export const sdgColours = [
  '#E5243B', '#DDA63A', '#4C9F38', '#C5192D', '#FF3A21', '#26BDE2', '#FCC30B', '#A21942', '#FD6925',
  '#DD1367', '#FD9D24', '#BF8B2E', '#3F7E44', '#0A97D9', '#56C02B', '#00689D', '#19486A',
] as const;

/** Spec §9: numbers abbreviated K (≥ 1,000), Mn (≥ 1,000,000), Bn (≥ 10^9), at most 2 decimals. */
export const abbreviate = (n: number): string => {
  const round = (x: number) => String(Math.round(x * 100) / 100);
  if (Math.abs(n) >= 1e9) return `${round(n / 1e9)}Bn`;
  if (Math.abs(n) >= 1e6) return `${round(n / 1e6)}Mn`;
  if (Math.abs(n) >= 1e3) return `${round(n / 1e3)}K`;
  return round(n);
};
