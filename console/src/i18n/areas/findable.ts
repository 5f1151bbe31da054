/**
 * Messages of issue 25 "findable": the pages' meta descriptions (search results, link previews), the public
 * opportunity page (a visitor's Apply, not found) and the way back after logging in. Keyed 'findable.*'.
 */
export const findableEn = {
  'findable.site.description': 'Find volunteer opportunities across Sri Lanka, register as a volunteer or as an organisation, and see the hours volunteers give.',
  'findable.landing.description': 'The National Volunteering Platform of Sri Lanka: find a volunteer opportunity near you, register as a volunteer or an organisation, and see what volunteers give.',
  'findable.opportunities.description': 'Open volunteer opportunities across Sri Lanka: search by title, choose online or on-site work, and apply with your volunteer account.',
  'findable.newsfeed.description': 'News from the National Volunteering Platform and the volunteers and organisations of Sri Lanka.',
  'findable.aboutus.description': 'About the National Volunteering Platform: social service, the national volunteering policy and the national volunteer service of Sri Lanka.',
  'findable.contactus.description': 'Contact the National Volunteering Platform: the director, the deputy director and the officers, our address, phone and fax.',
  'findable.engage.description': 'How to take part: volunteers and organisations register, organisations post opportunities, volunteers apply and are selected.',
  'findable.login.description': 'Log in to the National Volunteering Platform as a volunteer, an organisation or an administrator.',
  'findable.register.description': 'Register as a volunteer or as a volunteer-involving organisation on the National Volunteering Platform.',
  'findable.volunteerHome.description': 'Your volunteering at a glance: your next step, your opportunities and the latest news.',
  'findable.volunteerProfile.title': 'Volunteer profile',
  'findable.volunteerProfile.description': '{name}, a volunteer on the National Volunteering Platform: completed opportunities and hours given.',
  'findable.vioProfile.title': 'Organisation profile',
  'findable.vioProfile.description': '{name} on the National Volunteering Platform: its volunteers, completed opportunities and hours of volunteering.',
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
