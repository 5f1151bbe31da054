/**
 * Messages of issue 29's calendar feed: the volunteer's Calendar card on My Opportunities (the secret address, how to
 * subscribe, a new address) and "Add to calendar" on each approved engagement. Keyed 'calendar.*'.
 */
export const calendarEn = {
  'calendar.title': 'My calendar',
  'calendar.intro': 'Your approved engagement days in the calendar you already use: subscribe to this private address, and changes and cancellations follow by themselves.',
  'calendar.address': 'Calendar address',
  'calendar.copy': 'Copy',
  'calendar.copyLabel': 'Copy the calendar address',
  'calendar.copied': 'The calendar address is copied.',
  'calendar.copyFailed': 'Could not copy: select the address and copy it yourself.',
  'calendar.how':
    'Google Calendar: Other calendars → From URL; Apple Calendar: File → New Calendar Subscription; Outlook: Add calendar → Subscribe from web. Then paste the address.',
  'calendar.subscribe': 'Open in my calendar app',
  'calendar.private': 'Anyone with this address can see your engagement days: keep it to yourself.',
  'calendar.renew': 'New address',
  'calendar.renewTitle': 'Make a new calendar address?',
  'calendar.renewBody': 'The old address stops working at once: calendars subscribed to it will no longer be updated. Subscribe again with the new one.',
  'calendar.renewConfirm': 'Make a new address',
  'calendar.renewCancel': 'Keep this address',
  'calendar.loadError': 'The calendar address could not be loaded.',
  'calendar.add': 'Add to calendar',
  'calendar.addLabel': 'Add “{title}” to my calendar (.ics file)',
  'calendar.addFailed': 'The calendar file could not be made.',
} as const;
