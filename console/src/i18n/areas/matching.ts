/**
 * Messages of issue 29's matched opportunities: the "For you" section at the top of the volunteer home (the reasons
 * themselves come from the server in the interface language) and the weekly mail's switch. Keyed 'matching.*'.
 */
export const matchingEn = {
  'matching.title': 'For you',
  'matching.intro': 'Open opportunities ranked by what you told us and what you have done.',
  'matching.loading': 'Finding opportunities for you…',
  'matching.score': 'Match {score}',
  'matching.reasons': 'Why it matches {title}',
  'matching.by': 'By {vio}',
  'matching.online': 'Online',
  'matching.view': 'View {title}',
  'matching.more': 'See more',
  'matching.shown': 'Showing {shown} of {total}',
  'matching.emptyTitle': 'No open opportunities for you right now',
  'matching.empty': 'New opportunities are published every week. Tell us more in your profile and we will match them to you.',
  'matching.tellUs': 'For closer matches, add to your profile: {missing}.',
  'matching.missing.place': 'where you can contribute',
  'matching.missing.skills': 'your special skills',
  'matching.missing.areas': 'the areas of volunteering you prefer',
  'matching.missing.days': 'the weekdays you can give time',
  'matching.editProfile': 'Complete my profile',
  'matching.error': 'Opportunities for you could not be loaded.',
  'matching.mail': 'Mail me new matches every week',
  'matching.mailHelp': 'One mail a week with the opportunities published that week that match you. You can switch it off at any time.',
  'matching.mailError': 'The weekly mail could not be changed.',
} as const;
