import type { PolicyText } from '../policy-text';

/** The privacy policy in English (draft). Its structure and anchors are the same in every language (privacy-policy.test.ts). */
export const text: PolicyText = {
  summary:
    'This policy explains what personal data the National Volunteering Platform keeps about volunteers, organisations, referees and staff, why, who can see it, how long it is kept and how it is erased, under the Personal Data Protection Act No. 9 of 2022 of Sri Lanka. It describes what the platform actually does today.',
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible',
      blocks: [
        'The platform is run for the Government of Sri Lanka by the National Volunteering Secretariat, which decides why and how your personal data is processed (the "controller" under the Act).',
        {
          list: [
            ['Controller:', '[[Legal name of the controller — to be completed by the secretariat]]'],
            ['Address:', '[[Postal address — to be completed by the secretariat]]'],
            ['Data protection officer:', '[[Name, e-mail and telephone of the data protection officer — to be appointed and completed by the secretariat]]'],
          ],
        },
      ],
    },
    {
      id: 'what-we-store',
      heading: '2. What we store',
      blocks: [
        'Every change on the platform is recorded as an event in a log that is never rewritten. Personal data inside those events is encrypted with a key of its own for each person (or organisation, invitation or story). The platform also keeps working tables built from the log, in which the data is readable so that pages and searches work. What we keep, by kind:',
      ],
      sections: [
        {
          id: 'store-identity',
          heading: 'Identity',
          blocks: [
            'Volunteers: first and last name, National Identity Card (NIC) number, and a registration number we give you (for example VOL-000123). Your year of birth is read from the NIC for statistics. Administrators and emergency users: name and e-mail address. A profile picture, if you upload one (we remove its hidden metadata, such as the place where a photo was taken).',
          ],
        },
        {
          id: 'store-contact',
          heading: 'Contact details',
          blocks: [
            'E-mail address, mobile number (with the one-time code we send by SMS to check it), home and office telephone numbers and your permanent and residential addresses. Each e-mail address and NIC may be registered only once; to check this the platform keeps a keyed fingerprint of them that cannot be read back.',
          ],
        },
        {
          id: 'store-account',
          heading: 'Sign-in and security',
          blocks: [
            'Your password is never stored, only a one-way hash of it. Links we e-mail (to verify an address, reset a password or accept an invitation) carry a secret that is stored encrypted and only as a hash in clear. Counters of attempts (for example wrong passwords) by account and by network address, deleted when their time window closes.',
          ],
        },
        {
          id: 'store-bio',
          heading: 'The volunteer bio',
          blocks: [
            'Encrypted: title, name as in the NIC, NIC, date of birth, visa dates, country of birth, addresses, telephone numbers, divisional secretariat and Grama Niladhari division, degree and institute, job title, other skills, and your answers to the sensitive questions (special conditions, disability, convictions, abuse) with any details you give. Sections saved before the first full save of the bio are kept wholly encrypted.',
            'Kept readable, because the national statistics use them and they do not identify you on their own: gender, civil status, family size, nationality and countries, the district where you wish to contribute, first, other and preferred languages and your writing, reading and speaking levels, education level, employment status, sector and areas, communication, computer and social media skill levels, areas of volunteering, special skills, skills you wish to gain, whether you hold a driving licence, whether you are willing to help, or have helped, in emergencies, and the weekdays you can give time and whether in person, online or either (the matching of opportunities uses these too).',
          ],
        },
        {
          id: 'store-references',
          heading: 'Referees and the review of your registration',
          blocks: [
            "The referee you name: name, address, telephone numbers and e-mail; the referee's ratings and comments about you; and, if an administrator turns down a registration, the reason given. All of it is encrypted with your key, so it is erased with your account.",
          ],
        },
        {
          id: 'store-organisations',
          heading: 'Organisations and their people',
          blocks: [
            "An organisation's name, type, description and registration number are public. Its e-mail, the contact details of its head and its coordinator, the e-mail addresses of sub-organisations and the addresses of people it invites to join are encrypted.",
          ],
        },
        {
          id: 'store-opportunities',
          heading: 'Opportunities',
          blocks: [
            "The texts of an opportunity are the organisation's and public. The supervisor's name and contact details are encrypted with the organisation's key and shown only to signed-in users. An unfinished opportunity saved as a draft is seen only by its organisation.",
          ],
        },
        {
          id: 'store-applications',
          heading: 'Applications',
          blocks: [
            'Which opportunity you applied for, the days you chose, each decision (selected, approved, not taken, withdrawn) and the agreements you confirmed. For the organisation and for the e-mails about your application, a copy of your name, e-mail, mobile number, date of birth and job title is kept encrypted with your key.',
            "From approval to the day itself: your place on an opportunity's waitlist and any freed place offered to you; for each day you volunteer, the reminder sent to you the day before by SMS and e-mail and your YES or NO answer, the times you were checked in and out (by your code or by your name), or that you did not come. The organisation sees these for its own opportunities only; the hours worked out from your times are kept beside the hours it confirms. These records hold nothing about you but your identifier.",
            'Your calendar feed, if you use it: its secret address is made from your identifier and a number that changes when you ask for a new address (the old one then stops working); anyone with the address sees your volunteering days, with nothing else about you. The weekly e-mail of opportunities matched to you is sent only if you switch it on; the platform keeps your choice and which opportunities it has already sent you. Matches are worked out from what your profile and your past volunteering say, each time you look, and are not stored.',
          ],
        },
        {
          id: 'store-hours',
          heading: 'Hours and feedback',
          blocks: [
            'The hours the organisation confirms for you (only these count in your record and in the statistics), the hours you reported yourself, ratings given by you and about you, and the written reviews (encrypted with your key).',
            'Certificates of your confirmed hours (one per completed engagement, one per year): the platform keeps only their number, the hours and the days. Your name is added when a certificate is shown, so anyone you give a certificate (its number or QR code) can check it and see your name, the organisation, the opportunity and the hours. After your data is erased, every certificate of yours shows as revoked and names no one.',
          ],
        },
        {
          id: 'store-complaints',
          heading: 'Complaints',
          blocks: [
            "A complaint's title and text, your name, e-mail and registration number, and the action the secretariat took, all encrypted with your key.",
          ],
        },
        {
          id: 'store-stories',
          heading: 'Volunteer stories',
          blocks: [
            'Stories the secretariat publishes about a volunteer (a name and a text) are encrypted with a key of the story; deleting the story destroys it.',
          ],
        },
        {
          id: 'store-logs',
          heading: 'Logs',
          blocks: [
            'Our servers log each request: the time, the address asked for (with secrets in links removed), the answer, the network (IP) address and the browser. They contain no passwords or form contents. [[How long logs are kept — to be decided by the secretariat with the hosting provider]].',
          ],
        },
        {
          id: 'store-device',
          heading: 'On your device',
          blocks: [
            'The platform keeps in your browser: your chosen language (also in a cookie, so the server sends the page in it), a note that someone is signed in, your session token, and for a few minutes the step of a phone check in progress. No advertising or tracking cookies, and no third-party analytics.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '3. Why we use it, and on what basis',
      blocks: [
        'We use personal data only to run the national volunteering service:',
        {
          list: [
            'to register volunteers and organisations and check who they are (NIC, e-mail, mobile number, referee);',
            'to match volunteers to opportunities, tell them and the organisations about applications, and confirm hours;',
            'to keep the platform safe (passwords, attempt limits, suspension of accounts that break these terms, complaints);',
            'to publish national statistics, which contain no names or contact details.',
          ],
        },
        'The lawful bases under the Personal Data Protection Act No. 9 of 2022 are: the performance of the tasks of the secretariat as a public authority, and your consent, which you give when you agree to these terms on your profile, for the optional answers of the bio. [[The secretariat to confirm the lawful bases and any special categories of data (for example health or disability answers) with its legal advisers]].',
      ],
    },
    {
      id: 'who-sees',
      heading: '4. Who sees what',
      blocks: [
        'Access is decided by the server for each request, by role, permission and ownership.',
        {
          list: [
            ['Anyone:', "a volunteer's public profile — name, registration number, highest education, district, picture, completed opportunities, hours and SDG tiles (search engines are asked not to list it); an organisation's public profile; opportunities without the supervisor."],
            ['You:', 'everything in your own profile, your applications and your reports.'],
            ['An organisation:', 'for applications the secretariat has selected for its opportunity: the applicant\'s name, registration number, district, date of birth, education, preferred language, mobile number, job title and chosen days; and the feedback and hours for its own opportunities.'],
            ['Emergency users (invited by the secretariat):', 'the volunteers who said they are willing to help in emergencies: name, e-mail, registration number, district, divisional secretariat and Grama Niladhari division.'],
            ['Your referee:', 'your name, in the e-mail asking for the reference.'],
          ],
        },
        'Administrators of the secretariat see only what their permissions allow. Every administrator sees the contact details on volunteer profiles, the complaints, and may suspend an account.',
        {
          list: [
            ['View profile status:', 'volunteer profiles, the bio included.'],
            ['Check referees:', 'the referees and their reviews.'],
            ['Verify organisations:', 'organisation profiles.'],
            ['Approve opportunities:', 'opportunities, with their supervisors.'],
            ['Confirm volunteers:', 'the applicants of each opportunity.'],
            ['View reports:', 'the statistics and the dashboard (no names).'],
            ['Audit:', 'the history of a volunteer, organisation, opportunity or emergency user, step by step.'],
            ['Manage emergency users:', 'inviting and closing emergency user accounts.'],
          ],
        },
        'Other government systems may receive a feed of platform events; it carries identifiers and decisions but no personal data in readable form.',
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep it',
      blocks: [
        'Your personal data is kept while your account exists. The platform does not yet delete inactive accounts by itself. [[Retention periods for inactive and never-verified accounts — to be decided by the secretariat]]. Attempt counters are deleted when their window closes; a one-time SMS code is valid for 10 minutes; a password reset link for one hour.',
      ],
    },
    {
      id: 'erasure',
      heading: '6. How erasure works',
      blocks: [
        'When you close your account (Settings, with your password) or the secretariat terminates it, erasure happens at once, in the same request:',
        {
          list: [
            'your personal encryption key is destroyed, so everything encrypted with it in the log — names, NIC, contacts, bio, referee, reviews, complaints — can never be read again, by anyone;',
            'the working tables remove your personal data, your pictures are deleted, and e-mails waiting to be sent to or about you are removed;',
            'your e-mail address and NIC become free, so you may register again later.',
          ],
        },
        'What remains is anonymous: the readable bio answers listed above, your registration number, the dates of events, the decisions on applications and the confirmed hours, so that the national figures (for example volunteers by district and hours by goal) stay correct. Your year of birth is removed from the statistics. Organisations keep a row saying that an applicant closed their account, without the personal fields.',
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      blocks: [
        {
          list: [
            ['Access:', 'you see your profile, applications and reports when signed in; you may ask the secretariat for a copy of the rest.'],
            ['Correction:', 'you can edit your bio and profile at any time; ask the secretariat to correct anything else.'],
            ['Erasure:', 'close your account in Settings; erasure is immediate and final.'],
            ['Withdrawal of consent and objection:', 'you may withdraw an application before its first day, change or remove optional answers, or object to a use of your data by writing to the secretariat.'],
          ],
        },
        'Write to [[the data protection officer\'s e-mail address — to be completed by the secretariat]] or use the complaint form on the platform. [[The time within which the secretariat answers — to be confirmed]].',
      ],
    },
    {
      id: 'security',
      heading: '8. Security',
      blocks: [
        'Personal data in the log is encrypted with AES-256-GCM under a key per person; those keys are themselves encrypted with a master key kept apart from the data. Passwords are hashed. Access is checked on the server on every request, a session ends after at most 12 hours (the default), and uploaded pictures are re-encoded to remove hidden data. [[Encrypted connections (HTTPS) and backups — to be confirmed by the secretariat with the hosting provider]].',
      ],
    },
    {
      id: 'cross-border',
      heading: '9. Where the data is kept',
      blocks: [
        '[[Where the platform is hosted, and whether any e-mail or SMS provider processes data outside Sri Lanka — to be completed by the secretariat]]. Any transfer outside Sri Lanka will follow the conditions of the Act.',
      ],
    },
    {
      id: 'authority',
      heading: '10. Complaints to the Data Protection Authority',
      blocks: [
        'If you think your data has been handled wrongly, please tell us first. You may also complain to the Data Protection Authority of Sri Lanka established under the Personal Data Protection Act No. 9 of 2022.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      blocks: [
        'Each version of this policy has a number and a date at the top of the page. We will tell registered users of important changes by e-mail or on the platform.',
      ],
    },
  ],
};
