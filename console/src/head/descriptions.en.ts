import { SITE } from '@nvp/events/browser';
/**
 * The pages' meta descriptions in English (search results; link previews of an opportunity are the server's).
 * Not in the message catalogues: nobody reads them on the page, so they are fetched after the first paint with
 * the head module (the bytes before a public page paints are budgeted, issue 25). Sinhala and Tamil beside it.
 */
export const descriptionsEn = {
  site: SITE.en.description,
  landing: 'The National Volunteering Platform of Sri Lanka: find a volunteer opportunity near you, register as a volunteer or an organisation, and see what volunteers give.',
  opportunities: 'Open volunteer opportunities across Sri Lanka: search by title, choose online or on-site work, and apply with your volunteer account.',
  newsfeed: 'News from the National Volunteering Platform and the volunteers and organisations of Sri Lanka.',
  aboutus: 'About the National Volunteering Platform: social service, the national volunteering policy and the national volunteer service of Sri Lanka.',
  contactus: 'Contact the National Volunteering Platform: the director, the deputy director and the officers, our address, phone and fax.',
  engage: 'How to take part: volunteers and organisations register, organisations post opportunities, volunteers apply and are selected.',
  login: 'Log in to the National Volunteering Platform as a volunteer, an organisation or an administrator.',
  register: 'Register as a volunteer or as a volunteer-involving organisation on the National Volunteering Platform.',
  volunteerHome: 'Your volunteering at a glance: your next step, your opportunities and the latest news.',
  volunteerProfile: '{name}, a volunteer on the National Volunteering Platform: completed opportunities and hours given.',
  vioProfile: '{name} on the National Volunteering Platform: its volunteers, completed opportunities and hours of volunteering.',
  policies: 'The terms of the National Volunteering Platform: its conditions of service, privacy policy and terms of use, in Sinhala, Tamil and English.',
} as const satisfies Record<string, string>;
