import type { PolicyText } from '../policy-text';

/** The conditions of service in English (draft). The same sections and anchors in every language. */
export const text: PolicyText = {
  summary:
    'These conditions apply to everyone who registers on the National Volunteering Platform: volunteers and volunteer-involving organisations (VIOs). By ticking "I agree" on your profile you accept them. They describe how the platform works today.',
  sections: [
    {
      id: 'platform',
      heading: '1. What the platform is',
      blocks: [
        'The National Volunteering Platform is the Government of Sri Lanka\'s service, run by the National Volunteering Secretariat, that registers volunteers and organisations, publishes volunteer opportunities, matches volunteers to them, records the hours they give and reports them, among others against the sustainable development goals. The platform does not employ volunteers: volunteering is unpaid and freely chosen.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who may register',
      blocks: [
        {
          list: [
            ['Volunteers:', 'a person with a National Identity Card number, a working e-mail address and a mobile number, registering for themselves. [[Minimum age, and the rules for foreign nationals — to be decided by the secretariat; the platform does not check age today]].'],
            ['Organisations:', 'state institutions, private organisations, state and private academia, non-profit organisations and schools, registered by a person entitled to act for them. An organisation may create sub-organisations under it.'],
          ],
        },
        'Each e-mail address and each NIC may be registered only once.',
      ],
    },
    {
      id: 'registration',
      heading: '3. Registration and approval',
      blocks: [
        'A volunteer confirms the e-mail address and the mobile number, completes the bio, names a referee, and is approved by the secretariat after the referee has answered. Only then can the volunteer apply for opportunities. An organisation confirms its e-mail address, completes its profile and is approved by the secretariat before it can post opportunities.',
        'The information you give must be true, complete and your own. Keep it up to date from your profile.',
      ],
    },
    {
      id: 'volunteer-obligations',
      heading: '4. What volunteers undertake',
      blocks: [
        {
          list: [
            'to apply only for opportunities you mean to take up, and to withdraw an application in good time if you cannot (the platform allows it until your first chosen day);',
            'to confirm the agreement points of an opportunity once the organisation has accepted you, and to follow the reasonable instructions of its supervisor;',
            'to respect the people you serve, the organisation\'s rules on safety and confidentiality, and the law;',
            'to report your hours honestly and to give fair feedback about the organisation.',
          ],
        },
      ],
    },
    {
      id: 'organisation-obligations',
      heading: '5. What organisations undertake',
      blocks: [
        {
          list: [
            'to post only real, unpaid volunteer opportunities, described truthfully, with a named supervisor; each is reviewed by the secretariat before it is published;',
            'to decide on the applicants the secretariat selects, and to confirm the agreement points for the volunteers they accept;',
            'to provide safe conditions, the training and supervision announced, and the covered expenses stated;',
            'to confirm the hours each volunteer actually gave, and to use volunteers\' personal data only for the opportunity they applied for.',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: '6. Conduct on the platform',
      blocks: [
        'Do not use another person\'s identity or account, share your password, post false, offensive or discriminatory content, collect other users\' personal data, or try to get around the platform\'s security. Accounts are personal; you are responsible for what is done with yours.',
      ],
    },
    {
      id: 'references',
      heading: '7. References',
      blocks: [
        'You name a referee who knows you and agrees to be asked. The referee receives an e-mail with a link and rates you; the answer is kept encrypted with your data and seen by the secretariat\'s staff who check referees. If the referee says the information is not accurate, your registration is not approved and you may name another referee.',
      ],
    },
    {
      id: 'hours',
      heading: '8. Hours and feedback',
      blocks: [
        'After an opportunity is completed, the volunteer and the organisation each give feedback once. The organisation confirms the hours the volunteer gave, at most 24 hours for each day of the opportunity. Only confirmed hours count in the volunteer\'s record, public profile and the national statistics; the hours the volunteer reported are shown beside them to the organisation.',
      ],
    },
    {
      id: 'suspension',
      heading: '9. Suspension and termination',
      blocks: [
        'The secretariat may suspend an account until a chosen date, for example while a complaint is examined or when these conditions are broken; a suspended account cannot be used until the end of that day. It may terminate an account permanently. You may close your own account at any time in Settings. Termination erases your personal data as the privacy policy describes; it cannot be undone.',
      ],
    },
    {
      id: 'complaints',
      heading: '10. Complaints',
      blocks: [
        'A volunteer or organisation with a confirmed e-mail address can file a complaint from the platform. The secretariat examines it, records the action taken and tells you by e-mail. [[The time within which complaints are answered, and how to appeal — to be decided by the secretariat]].',
      ],
    },
    {
      id: 'liability',
      heading: '11. Responsibility',
      blocks: [
        '[[The responsibility of the secretariat, of the organisations and of the volunteers for accidents, damage and insurance during volunteering — to be written by the secretariat with its legal advisers]].',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to these conditions',
      blocks: [
        'Each version has a number and a date at the top of the page. When the conditions change in an important way, the secretariat will tell registered users. [[How users agree to a new version — to be decided by the secretariat]].',
      ],
    },
  ],
};
