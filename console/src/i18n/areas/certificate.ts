/**
 * Messages of issue 29's certificates: the volunteer's certificates (/certificates) with a PDF download each, and the
 * public verification page the certificate's QR code opens (/verify/:id). Keyed 'certificate.*'.
 */
export const certificateEn = {
  'certificate.menu': 'My certificates',
  'certificate.my.title': 'My certificates',
  'certificate.my.intro':
    'A certificate is issued for each completed engagement whose hours the organisation confirmed, and one for each past year. Anyone can check a certificate through its QR code.',
  'certificate.my.none': 'No certificates yet',
  'certificate.my.noneText': 'When an organisation confirms the hours of an engagement you completed, its certificate appears here.',
  'certificate.my.annualTitle': 'Volunteering in {year}',
  'certificate.my.organisation': 'Organisation: {vio}',
  'certificate.my.hours': 'Confirmed hours: {hours}',
  'certificate.my.period': '{from} to {to}',
  'certificate.my.issued': 'Issued on {date}',
  'certificate.my.download': 'Download PDF',
  'certificate.my.downloadLabel': 'Download the certificate “{title}” as a PDF',
  'certificate.my.downloaded': 'The certificate was downloaded.',
  'certificate.my.verifyLink': 'Verification page',
  'certificate.verify.title': 'Certificate verification',
  'certificate.verify.valid': 'This certificate is valid',
  'certificate.verify.validText': 'It was issued by the National Volunteering Platform and states:',
  'certificate.verify.name': 'Volunteer',
  'certificate.verify.vio': 'Organisation',
  'certificate.verify.opportunity': 'Opportunity',
  'certificate.verify.year': 'Year',
  'certificate.verify.period': 'Period',
  'certificate.verify.hours': 'Confirmed hours',
  'certificate.verify.issued': 'Issued on',
  'certificate.verify.number': 'Certificate number',
  'certificate.verify.revoked': 'This certificate is not valid',
  'certificate.verify.revokedText': 'It has been revoked. Ask the volunteer for their current certificate.',
  'certificate.verify.unknown': 'No such certificate',
  'certificate.verify.unknownText': 'No certificate has this number. Check that the address was copied in full.',
} as const;
