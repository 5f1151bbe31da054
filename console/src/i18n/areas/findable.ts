/**
 * Messages of issue 25 "findable": the public
 * opportunity page (a visitor's Apply, not found) and the way back after logging in. Keyed 'findable.*'. The
 * meta descriptions are not here: see ../../head/descriptions.en.ts.
 */
export const findableEn = {
  'findable.volunteerProfile.title': 'Volunteer profile',
  'findable.vioProfile.title': 'Organisation profile',
  'findable.opportunity.title': 'Volunteer opportunity',
  'findable.opportunity.notFoundTitle': 'Opportunity not found',
  'findable.opportunity.notFound': 'This opportunity was not found or is no longer open.',
  'findable.opportunity.browse': 'See open opportunities',
  'findable.apply.title': 'Log in to apply',
  'findable.apply.text': 'To apply, log in with your volunteer account or register as a volunteer. You will come back to this opportunity afterwards.',
  'findable.apply.login': 'Log in',
  'findable.apply.register': 'Register as a volunteer',
  'findable.apply.notYet': 'You can apply once your profile is complete, your referee has answered and an administrator has approved your account.',
  'findable.apply.toHome': 'Go to my home',
  'findable.login.returning': 'After you log in you will come back to the page you were reading.',
} as const satisfies Record<string, string>;
