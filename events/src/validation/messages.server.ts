import { validationMessages, type Language, type Translations } from './messages';

/**
 * Every other message the servers send (command-api, query-api, http-kit): refusals and successes, written in
 * English in the slices (the spec's wording, answered unchanged). The console shows them in the interface language
 * by looking the English text up here (translateServerText). `{name}` marks a variable part, matched by pattern.
 * messages.server.test.ts scans the servers' code and fails on a message missing here.
 */
export const serverMessages: Translations = {
  // Accounts, sessions, passwords
  's.userNotFound': { en: 'User not found', si: 'පරිශීලකයා හමු නොවීය', ta: 'பயனர் கிடைக்கவில்லை' },
  's.accountNotFound': { en: 'Account not found', si: 'ගිණුම හමු නොවීය', ta: 'கணக்கு கிடைக்கவில்லை' },
  's.accountTerminated': { en: 'This account has been terminated', si: 'මෙම ගිණුම අවසන් කර ඇත', ta: 'இந்தக் கணக்கு நிறுத்தப்பட்டுள்ளது' },
  's.alreadyTerminated': { en: 'This account has already been terminated', si: 'මෙම ගිණුම දැනටමත් අවසන් කර ඇත', ta: 'இந்தக் கணக்கு ஏற்கனவே நிறுத்தப்பட்டுள்ளது' },
  's.notSuspended': { en: 'This account is not suspended', si: 'මෙම ගිණුම අත්හිටුවා නැත', ta: 'இந்தக் கணக்கு இடைநிறுத்தப்படவில்லை' },
  's.suspensionInPast': { en: 'The suspension must end today or later', si: 'අත්හිටුවීම අද හෝ ඉන් පසු දිනයක අවසන් විය යුතුය', ta: 'இடைநிறுத்தம் இன்று அல்லது அதற்குப் பிறகு முடிய வேண்டும்' },
  's.resetInvalid': { en: 'This password reset link is not valid', si: 'මෙම මුරපද යළි සැකසීමේ සබැඳිය වලංගු නැත', ta: 'இந்தக் கடவுச்சொல் மீட்டமைப்பு இணைப்பு செல்லுபடியற்றது' },
  's.resetUsed': { en: 'This password reset link has already been used', si: 'මෙම මුරපද යළි සැකසීමේ සබැඳිය දැනටමත් භාවිත කර ඇත', ta: 'இந்தக் கடவுச்சொல் மீட்டமைப்பு இணைப்பு ஏற்கனவே பயன்படுத்தப்பட்டுவிட்டது' },
  's.resetExpired': { en: 'This password reset link has expired', si: 'මෙම මුරපද යළි සැකසීමේ සබැඳිය කල් ඉකුත් වී ඇත', ta: 'இந்தக் கடவுச்சொல் மீட்டமைப்பு இணைப்பு காலாவதியாகிவிட்டது' },
  's.onlyTerminatedErased': { en: 'Only a terminated account can be erased', si: 'මකා දැමිය හැක්කේ අවසන් කළ ගිණුමක් පමණි', ta: 'நிறுத்தப்பட்ட கணக்கை மட்டுமே அழிக்க முடியும்' },
  's.passwordIncorrect': { en: 'Password is incorrect', si: 'මුරපදය වැරදියි', ta: 'கடவுச்சொல் தவறானது' },
  's.incorrectPassword': { en: 'Incorrect password', si: 'වැරදි මුරපදයකි', ta: 'தவறான கடவுச்சொல்' },
  's.accountRemoved': { en: 'Account Removed', si: 'ගිණුම ඉවත් කරන ලදී', ta: 'கணக்கு நீக்கப்பட்டது' },
  's.passwordChangedLogin': { en: 'Success, please login again', si: 'සාර්ථකයි, කරුණාකර නැවත පිවිසෙන්න', ta: 'வெற்றி, மீண்டும் உள்நுழையவும்' },
  's.resetMailAnswer': {
    en: 'If an account exists for this email, a link to reset its password has been sent. It is valid for one hour.',
    si: 'මෙම විද්‍යුත් තැපැල් ලිපිනයට ගිණුමක් ඇත්නම්, එහි මුරපදය යළි සැකසීමට සබැඳියක් යවා ඇත. එය පැයක් වලංගු වේ.',
    ta: 'இந்த மின்னஞ்சலுக்கு ஒரு கணக்கு இருந்தால், அதன் கடவுச்சொல்லை மீட்டமைக்க ஒரு இணைப்பு அனுப்பப்பட்டுள்ளது. அது ஒரு மணிநேரம் செல்லுபடியாகும்.',
  },
  's.passwordReset': { en: 'Your password has been reset, please log in', si: 'ඔබගේ මුරපදය යළි සකසා ඇත, කරුණාකර පිවිසෙන්න', ta: 'உங்கள் கடவுச்சொல் மீட்டமைக்கப்பட்டது, தயவுசெய்து உள்நுழையவும்' },
  's.adminsRemovedByCore': { en: 'Administrator accounts are removed by a core admin from the admin list', si: 'පරිපාලක ගිණුම් ඉවත් කරන්නේ ප්‍රධාන පරිපාලකයෙකු විසින් පරිපාලක ලැයිස්තුවෙනි', ta: 'நிர்வாகி கணக்குகளை முதன்மை நிர்வாகி நிர்வாகிகள் பட்டியலிலிருந்து நீக்குவார்' },
  's.ownPasswordOnly': { en: 'You can only change your own password', si: 'ඔබට වෙනස් කළ හැක්කේ ඔබගේම මුරපදය පමණි', ta: 'உங்கள் சொந்தக் கடவுச்சொல்லை மட்டுமே மாற்ற முடியும்' },
  's.loginFailed': { en: 'Error', si: 'දෝෂයකි', ta: 'பிழை' },
  's.loggedOut': { en: 'You have logged out', si: 'ඔබ ඉවත් වී ඇත', ta: 'நீங்கள் வெளியேறிவிட்டீர்கள்' },
  's.loggedOutLogin': { en: 'You have logged out, please log in again', si: 'ඔබ ඉවත් වී ඇත, කරුණාකර නැවත පිවිසෙන්න', ta: 'நீங்கள் வெளியேறிவிட்டீர்கள், மீண்டும் உள்நுழையவும்' },
  's.logInAgain': { en: 'Please log in again', si: 'කරුණාකර නැවත පිවිසෙන්න', ta: 'தயவுசெய்து மீண்டும் உள்நுழையவும்' },
  's.logInToContinue': { en: 'Please log in to continue', si: 'ඉදිරියට යාමට කරුණාකර පිවිසෙන්න', ta: 'தொடர தயவுசெய்து உள்நுழையவும்' },
  's.sessionExpired': { en: 'Your session has expired, please log in again', si: 'ඔබගේ සැසිය කල් ඉකුත් වී ඇත, කරුණාකර නැවත පිවිසෙන්න', ta: 'உங்கள் அமர்வு காலாவதியாகிவிட்டது, மீண்டும் உள்நுழையவும்' },
  's.passwordChangedLogin2': { en: 'Your password was changed, please log in again', si: 'ඔබගේ මුරපදය වෙනස් කර ඇත, කරුණාකර නැවත පිවිසෙන්න', ta: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது, மீண்டும் உள்நுழையவும்' },
  's.suspended': { en: 'Your account is suspended', si: 'ඔබගේ ගිණුම අත්හිටුවා ඇත', ta: 'உங்கள் கணக்கு இடைநிறுத்தப்பட்டுள்ளது' },
  's.suspendedUntil': { en: 'Your account is suspended until {date}', si: 'ඔබගේ ගිණුම {date} දක්වා අත්හිටුවා ඇත', ta: 'உங்கள் கணக்கு {date} வரை இடைநிறுத்தப்பட்டுள்ளது' },
  's.denied': { en: 'You do not have permission to do this', si: 'මෙය කිරීමට ඔබට අවසර නැත', ta: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை' },
  's.tooManyAttempts': { en: 'Too many attempts, please try again later', si: 'උත්සාහයන් වැඩියි, කරුණාකර පසුව නැවත උත්සාහ කරන්න', ta: 'அதிகமான முயற்சிகள், தயவுசெய்து பின்னர் மீண்டும் முயலவும்' },
  's.generic': { en: 'Something went wrong!', si: 'යම් දෝෂයක් සිදු විය!', ta: 'ஏதோ தவறு நடந்துவிட்டது!' },
  's.passwordSet': { en: 'Password set successfully! You can log in now.', si: 'මුරපදය සාර්ථකව සකසන ලදී! ඔබට දැන් පිවිසිය හැක.', ta: 'கடவுச்சொல் வெற்றிகரமாக அமைக்கப்பட்டது! இப்போது நீங்கள் உள்நுழையலாம்.' },
  's.concurrentChange': {
    en: 'This was changed by someone else at the same moment. Please try again.',
    si: 'මෙය එම මොහොතේම වෙනත් අයෙකු විසින් වෙනස් කරන ලදී. කරුණාකර නැවත උත්සාහ කරන්න.',
    ta: 'இது அதே நேரத்தில் வேறொருவரால் மாற்றப்பட்டது. தயவுசெய்து மீண்டும் முயலவும்.',
  },
  's.tryAgainMoment': { en: 'Please try again in a moment', si: 'කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න', ta: 'தயவுசெய்து சிறிது நேரத்தில் மீண்டும் முயலவும்' },
  // Registration and verification
  's.emailTaken': { en: 'An account with this email already exists', si: 'මෙම විද්‍යුත් තැපැල් ලිපිනය සහිත ගිණුමක් දැනටමත් ඇත', ta: 'இந்த மின்னஞ்சலுடன் ஒரு கணக்கு ஏற்கனவே உள்ளது' },
  's.registered': {
    en: 'you are successfully registered, please check your inbox or spam folders for the verification email!',
    // The console's own 'register.success', word for word.
    si: 'ඔබ සාර්ථකව ලියාපදිංචි විය. තහවුරු කිරීමේ විද්‍යුත් තැපෑල සඳහා ඔබගේ එන ලිපි හෝ අයාචිත ලිපි ෆෝල්ඩරය පරීක්ෂා කරන්න!',
    ta: 'நீங்கள் வெற்றிகரமாகப் பதிவு செய்யப்பட்டுள்ளீர்கள். உறுதிப்படுத்தல் மின்னஞ்சலுக்கு உங்கள் உள்பெட்டி அல்லது ஸ்பேம் கோப்புறையைச் சரிபார்க்கவும்!',
  },
  's.emailVerified': { en: 'Your email address is verified', si: 'ඔබගේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු විය', ta: 'உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது' },
  's.invalidLink': { en: 'This verification link is not valid', si: 'මෙම තහවුරු කිරීමේ සබැඳිය වලංගු නැත', ta: 'இந்த உறுதிப்படுத்தல் இணைப்பு செல்லுபடியற்றது' },
  's.linkNotValid': { en: 'This link is not valid', si: 'මෙම සබැඳිය වලංගු නැත', ta: 'இந்த இணைப்பு செல்லுபடியற்றது' },
  's.invalidInvitationShort': { en: 'Invalid !!!', si: 'වලංගු නැත !!!', ta: 'செல்லுபடியற்றது !!!' },
  's.invalidInvitation': { en: 'This invitation link is not valid', si: 'මෙම ආරාධනා සබැඳිය වලංගු නැත', ta: 'இந்த அழைப்பு இணைப்பு செல்லுபடியற்றது' },
  's.volunteerRegisteredAlready': { en: 'This volunteer is already registered', si: 'මෙම ස්වේච්ඡා සේවකයා දැනටමත් ලියාපදිංචි වී ඇත', ta: 'இந்தத் தன்னார்வலர் ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளார்' },
  's.nicTaken': { en: 'A volunteer with this NIC is already registered', si: 'මෙම ජා.හැ.අ. අංකය සහිත ස්වේච්ඡා සේවකයෙකු දැනටමත් ලියාපදිංචි වී ඇත', ta: 'இந்த தே.அ.அ. எண்ணுடன் ஒரு தன்னார்வலர் ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளார்' },
  's.emailFirst': { en: 'Please verify your email address first', si: 'කරුණාකර පළමුව ඔබගේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කරන්න', ta: 'தயவுசெய்து முதலில் உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்' },
  's.phoneAlreadyVerified': { en: 'Your mobile number is already verified', si: 'ඔබගේ ජංගම දුරකථන අංකය දැනටමත් තහවුරු කර ඇත', ta: 'உங்கள் கைபேசி எண் ஏற்கனவே உறுதிப்படுத்தப்பட்டுள்ளது' },
  's.waitForNewCode': { en: 'Please wait a minute before asking for a new code', si: 'නව කේතයක් ඉල්ලීමට පෙර කරුණාකර මිනිත්තුවක් රැඳී සිටින්න', ta: 'புதிய குறியீட்டைக் கேட்கும் முன் தயவுசெய்து ஒரு நிமிடம் காத்திருக்கவும்' },
  's.tooManyCodes': { en: 'Too many codes were sent, please try again in an hour', si: 'කේත වැඩි ප්‍රමාණයක් යවා ඇත, කරුණාකර පැයකින් නැවත උත්සාහ කරන්න', ta: 'அதிகமான குறியீடுகள் அனுப்பப்பட்டன, தயவுசெய்து ஒரு மணிநேரத்தில் மீண்டும் முயலவும்' },
  's.noCode': { en: 'Please ask for a verification code first', si: 'කරුණාකර පළමුව තහවුරු කිරීමේ කේතයක් ඉල්ලන්න', ta: 'தயவுசெய்து முதலில் உறுதிப்படுத்தல் குறியீட்டைக் கேளுங்கள்' },
  's.codeExpired': { en: 'This code has expired, please ask for a new one', si: 'මෙම කේතය කල් ඉකුත් වී ඇත, කරුණාකර නව කේතයක් ඉල්ලන්න', ta: 'இந்தக் குறியீடு காலாவதியாகிவிட்டது, தயவுசெய்து புதியதைக் கேளுங்கள்' },
  's.tooManyWrongCodes': { en: 'Too many wrong codes, please ask for a new one', si: 'වැරදි කේත වැඩි ප්‍රමාණයකි, කරුණාකර නව කේතයක් ඉල්ලන්න', ta: 'அதிகமான தவறான குறியீடுகள், தயவுசெய்து புதியதைக் கேளுங்கள்' },
  's.wrongCode': { en: 'The verification code is not correct', si: 'තහවුරු කිරීමේ කේතය නිවැරදි නැත', ta: 'உறுதிப்படுத்தல் குறியீடு சரியானது அல்ல' },
  's.phoneFirst': { en: 'Please verify your mobile number first', si: 'කරුණාකර පළමුව ඔබගේ ජංගම දුරකථන අංකය තහවුරු කරන්න', ta: 'தயவுசெய்து முதலில் உங்கள் கைபேசி எண்ணை உறுதிப்படுத்தவும்' },
  's.bioFirst': { en: 'Please complete your profile first', si: 'කරුණාකර පළමුව ඔබගේ පැතිකඩ සම්පූර්ණ කරන්න', ta: 'தயவுசெய்து முதலில் உங்கள் சுயவிவரத்தைப் பூர்த்தி செய்யவும்' },
  // The bio's draft, a section at a time on a phone (issue 27).
  's.bioDraftSaved': { en: 'This part of your profile is saved', si: 'ඔබගේ පැතිකඩෙහි මෙම කොටස සුරකින ලදී', ta: 'உங்கள் சுயவிவரத்தின் இந்தப் பகுதி சேமிக்கப்பட்டது' },
  's.bioAlreadySaved': {
    en: 'Your profile is already saved: please save it whole',
    si: 'ඔබගේ පැතිකඩ දැනටමත් සුරකා ඇත: කරුණාකර එය සම්පූර්ණයෙන්ම සුරකින්න',
    ta: 'உங்கள் சுயவிவரம் ஏற்கனவே சேமிக்கப்பட்டுள்ளது: தயவுசெய்து அதை முழுமையாகச் சேமிக்கவும்',
  },
  's.codeSent': { en: 'A verification code was sent to your mobile phone', si: 'ඔබගේ ජංගම දුරකථනයට තහවුරු කිරීමේ කේතයක් යවන ලදී', ta: 'உங்கள் கைபேசிக்கு உறுதிப்படுத்தல் குறியீடு அனுப்பப்பட்டது' },
  's.phoneVerified': { en: 'Your mobile number is verified', si: 'ඔබගේ ජංගම දුරකථන අංකය තහවුරු කර ඇත', ta: 'உங்கள் கைபேசி எண் உறுதிப்படுத்தப்பட்டது' },
  's.proofNeeded': {
    en: 'Please log in, or open the link in your verification email, to verify your mobile number',
    si: 'ඔබගේ ජංගම දුරකථන අංකය තහවුරු කිරීමට කරුණාකර පිවිසෙන්න, නැතහොත් ඔබගේ තහවුරු කිරීමේ විද්‍යුත් තැපෑලේ සබැඳිය විවෘත කරන්න',
    ta: 'உங்கள் கைபேசி எண்ணை உறுதிப்படுத்த, தயவுசெய்து உள்நுழையவும் அல்லது உங்கள் உறுதிப்படுத்தல் மின்னஞ்சலில் உள்ள இணைப்பைத் திறக்கவும்',
  },
  's.notYourAccount': { en: 'You can only verify the mobile number of your own account', si: 'ඔබට තහවුරු කළ හැක්කේ ඔබගේම ගිණුමේ ජංගම දුරකථන අංකය පමණි', ta: 'உங்கள் சொந்தக் கணக்கின் கைபேசி எண்ணை மட்டுமே உறுதிப்படுத்த முடியும்' },
  's.emailNotVerified': {
    en: 'Please verify your email address, then log in again to complete your profile',
    si: 'කරුණාකර ඔබගේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කර, ඔබගේ පැතිකඩ සම්පූර්ණ කිරීමට නැවත පිවිසෙන්න',
    ta: 'தயவுசெய்து உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தி, உங்கள் சுயவிவரத்தைப் பூர்த்தி செய்ய மீண்டும் உள்நுழையவும்',
  },
  // Volunteers and referees
  's.volunteerNotFound': { en: 'Volunteer not found', si: 'ස්වේච්ඡා සේවකයා හමු නොවීය', ta: 'தன்னார்வலர் கிடைக்கவில்லை' },
  's.refereeAlreadyAdded': { en: 'You have already added a referee', si: 'ඔබ දැනටමත් යොමුකරුවෙකු එක් කර ඇත', ta: 'நீங்கள் ஏற்கனவே ஒரு பரிந்துரையாளரைச் சேர்த்துள்ளீர்கள்' },
  's.alreadyFullyRegistered': { en: 'Your registration is already approved', si: 'ඔබගේ ලියාපදිංචිය දැනටමත් අනුමත කර ඇත', ta: 'உங்கள் பதிவு ஏற்கனவே அங்கீகரிக்கப்பட்டுள்ளது' },
  's.invalidRefereeLink': { en: 'This referee link is not valid', si: 'මෙම යොමුකරු සබැඳිය වලංගු නැත', ta: 'இந்தப் பரிந்துரையாளர் இணைப்பு செல்லுபடியற்றது' },
  's.refereeLinkUsed': { en: 'This referee link has already been used', si: 'මෙම යොමුකරු සබැඳිය දැනටමත් භාවිත කර ඇත', ta: 'இந்தப் பரிந்துரையாளர் இணைப்பு ஏற்கனவே பயன்படுத்தப்பட்டுள்ளது' },
  's.refereeNotConfirmed': { en: 'The referee has not confirmed this volunteer yet', si: 'යොමුකරු තවමත් මෙම ස්වේච්ඡා සේවකයා තහවුරු කර නැත', ta: 'பரிந்துரையாளர் இந்தத் தன்னார்வலரை இன்னும் உறுதிப்படுத்தவில்லை' },
  's.volunteerAlreadyApproved': { en: 'This volunteer is already approved', si: 'මෙම ස්වේච්ඡා සේවකයා දැනටමත් අනුමත කර ඇත', ta: 'இந்தத் தன்னார்வலர் ஏற்கனவே அங்கீகரிக்கப்பட்டுள்ளார்' },
  's.refereeAdded': { en: 'Referee added successfully', si: 'යොමුකරු සාර්ථකව එක් කරන ලදී', ta: 'பரிந்துரையாளர் வெற்றிகரமாகச் சேர்க்கப்பட்டார்' },
  's.reviewed': { en: 'Successfully Reviewed!', si: 'සාර්ථකව සමාලෝචනය කරන ලදී!', ta: 'வெற்றிகரமாக மதிப்பாய்வு செய்யப்பட்டது!' },
  's.saved': { en: 'Successfully Saved!', si: 'සාර්ථකව සුරකින ලදී!', ta: 'வெற்றிகரமாகச் சேமிக்கப்பட்டது!' },
  's.volunteerAccepted': { en: 'Volunteer accepted successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව පිළිගන්නා ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாக ஏற்றுக்கொள்ளப்பட்டார்!' },
  's.volunteerRejected': { en: 'Volunteer rejected', si: 'ස්වේච්ඡා සේවකයා ප්‍රතික්ෂේප කරන ලදී', ta: 'தன்னார்வலர் நிராகரிக்கப்பட்டார்' },
  's.volunteerDenied': {
    en: "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User",
    si: 'ඔබට මෙම පිටුවට ප්‍රවේශය නැත. ඔබගේ පැතිකඩ සම්පූර්ණ කර, යොමුකරුවෙකු එක් කර, පරිපාලකයෙකුගේ අනුමැතිය ලබා ගත යුතුය',
    ta: 'இந்தப் பக்கத்தை அணுக உங்களுக்கு அனுமதி இல்லை. உங்கள் சுயவிவரத்தைப் பூர்த்தி செய்து, பரிந்துரையாளரைச் சேர்த்து, நிர்வாகியின் அங்கீகாரத்தைப் பெற வேண்டும்',
  },
  // Access to areas
  's.adminDenied': { en: 'Only Admin users can view this page!', si: 'මෙම පිටුව බැලිය හැක්කේ පරිපාලකයින්ට පමණි!', ta: 'நிர்வாகிகள் மட்டுமே இந்தப் பக்கத்தைப் பார்க்க முடியும்!' },
  's.coreAdminDenied': { en: 'Only Core Admin users can view this page!', si: 'මෙම පිටුව බැලිය හැක්කේ ප්‍රධාන පරිපාලකයින්ට පමණි!', ta: 'முதன்மை நிர்வாகிகள் மட்டுமே இந்தப் பக்கத்தைப் பார்க்க முடியும்!' },
  's.vioDenied': {
    en: 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page',
    si: 'සමාවන්න! මෙම පිටුවට ප්‍රවේශ විය හැක්කේ විද්‍යුත් තැපෑල තහවුරු කළ සහ පරිපාලක අනුමැතිය ලත් ස්වේච්ඡා සේවකයින් යොදවන සංවිධානවලට පමණි',
    ta: 'மன்னிக்கவும்! மின்னஞ்சல் உறுதிப்படுத்தப்பட்டு நிர்வாகியால் அங்கீகரிக்கப்பட்ட தன்னார்வலர்களை ஈடுபடுத்தும் நிறுவனங்கள் மட்டுமே இந்தப் பக்கத்தை அணுக முடியும்',
  },
  's.emergencyDenied': {
    en: 'Sorry! Only Email Verified Emergency Users have access to this page',
    si: 'සමාවන්න! මෙම පිටුවට ප්‍රවේශ විය හැක්කේ විද්‍යුත් තැපෑල තහවුරු කළ හදිසි පරිශීලකයින්ට පමණි',
    ta: 'மன்னிக்கவும்! மின்னஞ்சல் உறுதிப்படுத்தப்பட்ட அவசரப் பயனர்கள் மட்டுமே இந்தப் பக்கத்தை அணுக முடியும்',
  },
  's.complaintDenied': {
    en: 'Sorry! Only Email Verified Volunteers and Volunteer Involving Organizations have access to this page',
    si: 'සමාවන්න! මෙම පිටුවට ප්‍රවේශ විය හැක්කේ විද්‍යුත් තැපෑල තහවුරු කළ ස්වේච්ඡා සේවකයින්ට සහ සංවිධානවලට පමණි',
    ta: 'மன்னிக்கவும்! மின்னஞ்சல் உறுதிப்படுத்தப்பட்ட தன்னார்வலர்களும் நிறுவனங்களும் மட்டுமே இந்தப் பக்கத்தை அணுக முடியும்',
  },
  's.emergencyManagerDenied': {
    en: 'Only administrators holding the MANAGE_EMERGENCY permission can manage emergency users',
    si: 'හදිසි පරිශීලකයින් කළමනාකරණය කළ හැක්කේ හදිසි අවස්ථා කළමනාකරණ අවසරය ඇති පරිපාලකයින්ට පමණි',
    ta: 'அவசர மேலாண்மை அனுமதி உள்ள நிர்வாகிகள் மட்டுமே அவசரப் பயனர்களை நிர்வகிக்க முடியும்',
  },
  's.auditDenied': {
    en: 'Only administrators holding the AUDIT permission can view histories',
    si: 'ඉතිහාසය බැලිය හැක්කේ විගණන අවසරය ඇති පරිපාලකයින්ට පමණි',
    ta: 'தணிக்கை அனுமதி உள்ள நிர்வாகிகள் மட்டுமே வரலாறுகளைப் பார்க்க முடியும்',
  },
  // Administrators
  's.invited': { en: 'Successfully Invited!', si: 'සාර්ථකව ආරාධනා කරන ලදී!', ta: 'வெற்றிகரமாக அழைக்கப்பட்டது!' },
  's.adminRegistered': { en: 'Registerer succesfully!', si: 'සාර්ථකව ලියාපදිංචි විය!', ta: 'வெற்றிகரமாகப் பதிவுசெய்யப்பட்டது!' },
  's.deletedSuccessfully': { en: 'Deleted Successfully!', si: 'සාර්ථකව මකා දමන ලදී!', ta: 'வெற்றிகரமாக நீக்கப்பட்டது!' },
  's.passwordChangedSuccessfully': { en: 'Password Changed Successfully!', si: 'මුරපදය සාර්ථකව වෙනස් කරන ලදී!', ta: 'கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது!' },
  's.profileUpdated': { en: 'Profile Updated Successfully!', si: 'පැතිකඩ සාර්ථකව යාවත්කාලීන කරන ලදී!', ta: 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!' },
  's.userSuspended': { en: 'User Suspended SUccessfully!', si: 'පරිශීලකයා සාර්ථකව අත්හිටුවන ලදී!', ta: 'பயனர் வெற்றிகரமாக இடைநிறுத்தப்பட்டார்!' },
  's.unsuspended': { en: 'Unsuspended Successfully!', si: 'අත්හිටුවීම සාර්ථකව ඉවත් කරන ලදී!', ta: 'இடைநிறுத்தம் வெற்றிகரமாக நீக்கப்பட்டது!' },
  's.userTerminatedShort': { en: 'User Terminated!', si: 'පරිශීලකයා අවසන් කරන ලදී!', ta: 'பயனர் நிறுத்தப்பட்டார்!' },
  's.terminatedSuccessfully': { en: 'Terminated Successfully!', si: 'සාර්ථකව අවසන් කරන ලදී!', ta: 'வெற்றிகரமாக நிறுத்தப்பட்டது!' },
  's.adminsNotHere': { en: 'Administrators are managed from the admin list', si: 'පරිපාලකයින් කළමනාකරණය කරන්නේ පරිපාලක ලැයිස්තුවෙනි', ta: 'நிர்வாகிகள் நிர்வாகிகள் பட்டியலிலிருந்து நிர்வகிக்கப்படுகின்றனர்' },
  's.adminNotFound': { en: 'Administrator not found', si: 'පරිපාලකයා හමු නොවීය', ta: 'நிர்வாகி கிடைக்கவில்லை' },
  's.adminAlreadyRegistered': { en: 'This administrator is already registered', si: 'මෙම පරිපාලකයා දැනටමත් ලියාපදිංචි වී ඇත', ta: 'இந்த நிர்வாகி ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளார்' },
  's.choosePermission': { en: 'Choose at least one permission', si: 'අවම වශයෙන් එක් අවසරයක් තෝරන්න', ta: 'குறைந்தது ஒரு அனுமதியைத் தேர்ந்தெடுக்கவும்' },
  's.selectPermission': { en: 'Please select at least one permission', si: 'කරුණාකර අවම වශයෙන් එක් අවසරයක් තෝරන්න', ta: 'தயவுசெய்து குறைந்தது ஒரு அனுமதியைத் தேர்ந்தெடுக்கவும்' },
  's.cannotDeleteSelf': { en: 'You cannot delete your own account', si: 'ඔබට ඔබගේම ගිණුම මකා දැමිය නොහැක', ta: 'உங்கள் சொந்தக் கணக்கை நீக்க முடியாது' },
  's.coreAdminNotDeleted': { en: 'A core admin cannot be deleted', si: 'ප්‍රධාන පරිපාලකයෙකු මකා දැමිය නොහැක', ta: 'முதன்மை நிர்வாகியை நீக்க முடியாது' },
  's.deadLetterNotFound': { en: 'No such dead letter', si: 'එවැනි බෙදා හැරිය නොහැකි පණිවිඩයක් නැත', ta: 'அப்படி ஒரு வழங்கப்படாத செய்தி இல்லை' },
  's.retryRequested': { en: 'Retry requested', si: 'නැවත උත්සාහය ඉල්ලා ඇත', ta: 'மீள்முயற்சி கோரப்பட்டது' },
  's.parkedNotFound': { en: 'No such parked event', si: 'එවැනි නවතා තැබූ සිදුවීමක් නැත', ta: 'அப்படி ஒரு நிறுத்திவைக்கப்பட்ட நிகழ்வு இல்லை' },
  's.parkedRetryUnavailable': { en: 'Parked events cannot be retried from this process', si: 'නවතා තැබූ සිදුවීම් මෙම ක්‍රියාවලියෙන් නැවත උත්සාහ කළ නොහැක', ta: 'நிறுத்திவைக்கப்பட்ட நிகழ்வுகளை இந்தச் செயல்முறையிலிருந்து மீண்டும் முயல முடியாது' },
  's.parkedIdUuid': { en: 'The parked event id must be a UUID', si: 'නවතා තැබූ සිදුවීමේ හැඳුනුම UUID එකක් විය යුතුය', ta: 'நிறுத்திவைக்கப்பட்ட நிகழ்வின் அடையாளம் UUID ஆக இருக்க வேண்டும்' },
  's.readModelsUnavailable': { en: 'Read-model administration is not available in this process', si: 'කියවීමේ ආකෘති පරිපාලනය මෙම ක්‍රියාවලියේ ලබා ගත නොහැක', ta: 'வாசிப்பு மாதிரி நிர்வாகம் இந்தச் செயல்முறையில் கிடைக்கவில்லை' },
  's.unknownReadModel': { en: "Unknown read model '{name}'", si: "නොදන්නා කියවීමේ ආකෘතියකි '{name}'", ta: "தெரியாத வாசிப்பு மாதிரி '{name}'" },
  's.chooseReadModel': { en: 'Choose a read model to rebuild', si: 'නැවත ගොඩනැගීමට කියවීමේ ආකෘතියක් තෝරන්න', ta: 'மீண்டும் உருவாக்க ஒரு வாசிப்பு மாதிரியைத் தேர்ந்தெடுக்கவும்' },
  's.unknownHistoryKind': { en: 'There is no history of this kind', si: 'මෙවැනි ඉතිහාසයක් නැත', ta: 'இந்த வகை வரலாறு இல்லை' },
  's.noSuchSubject': { en: 'There is no such subject', si: 'එවැනි විෂයයක් නැත', ta: 'அப்படி ஒரு பொருள் இல்லை' },
  's.badAt': { en: 'Choose one of the events of this history', si: 'මෙම ඉතිහාසයේ සිදුවීම්වලින් එකක් තෝරන්න', ta: 'இந்த வரலாற்றின் நிகழ்வுகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்' },
  's.badBefore': { en: 'Page on from one of the events of this history', si: 'මෙම ඉතිහාසයේ සිදුවීමකින් ඊළඟ පිටුවට යන්න', ta: 'இந்த வரலாற்றின் ஒரு நிகழ்விலிருந்து அடுத்த பக்கத்துக்குச் செல்லவும்' },
  // Organisations and sub-VIOs
  's.vioNotFound': { en: 'Organisation not found', si: 'සංවිධානය හමු නොවීය', ta: 'நிறுவனம் கிடைக்கவில்லை' },
  's.subVioNotFound': { en: 'Sub-VIO not found', si: 'උප සංවිධානය හමු නොවීය', ta: 'துணை நிறுவனம் கிடைக்கவில்லை' },
  's.vioRegisteredAlready': { en: 'This organisation is already registered', si: 'මෙම සංවිධානය දැනටමත් ලියාපදිංචි වී ඇත', ta: 'இந்த நிறுவனம் ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளது' },
  's.wrongProfileForm': { en: 'This profile form does not match the organisation type', si: 'මෙම පැතිකඩ පෝරමය සංවිධාන වර්ගයට නොගැළපේ', ta: 'இந்தச் சுயவிவரப் படிவம் நிறுவன வகையுடன் பொருந்தவில்லை' },
  's.unknownProfileForm': { en: 'Unknown organisation type', si: 'නොදන්නා සංවිධාන වර්ගයකි', ta: 'தெரியாத நிறுவன வகை' },
  's.notAwaitingReview': { en: 'Only an organisation whose profile awaits approval can be approved or rejected', si: 'අනුමත හෝ ප්‍රතික්ෂේප කළ හැක්කේ පැතිකඩ අනුමැතිය බලාපොරොත්තුවෙන් සිටින සංවිධානයක් පමණි', ta: 'சுயவிவரம் அங்கீகாரத்துக்குக் காத்திருக்கும் நிறுவனத்தை மட்டுமே அங்கீகரிக்கவோ நிராகரிக்கவோ முடியும்' },
  's.notASubVio': { en: 'This organisation is not a sub-VIO of that principal', si: 'මෙම සංවිධානය එම ප්‍රධාන සංවිධානයේ උප සංවිධානයක් නොවේ', ta: 'இந்த நிறுவனம் அந்த முதன்மை நிறுவனத்தின் துணை நிறுவனம் அல்ல' },
  's.samePrincipal': { en: 'The sub-VIO is already under this VIO', si: 'උප සංවිධානය දැනටමත් මෙම සංවිධානය යටතේ ඇත', ta: 'துணை நிறுவனம் ஏற்கனவே இந்த நிறுவனத்தின் கீழ் உள்ளது' },
  's.subVioDeleted': { en: 'This sub-VIO was deleted', si: 'මෙම උප සංවිධානය මකා දමා ඇත', ta: 'இந்தத் துணை நிறுவனம் நீக்கப்பட்டது' },
  's.subCanNotCreate': { en: 'A sub-VIO can not create sub-VIOs', si: 'උප සංවිධානයකට උප සංවිධාන සෑදිය නොහැක', ta: 'துணை நிறுவனம் துணை நிறுவனங்களை உருவாக்க முடியாது' },
  's.openOpportunities': {
    en: 'This sub-VIO has opportunities that are not completed: complete or delete them first',
    si: 'මෙම උප සංවිධානයට සම්පූර්ණ නොකළ අවස්ථා ඇත: පළමුව ඒවා සම්පූර්ණ කරන්න හෝ මකා දමන්න',
    ta: 'இந்தத் துணை நிறுவனத்துக்கு நிறைவு செய்யப்படாத வாய்ப்புகள் உள்ளன: முதலில் அவற்றை நிறைவு செய்யவும் அல்லது நீக்கவும்',
  },
  's.noSuchPrincipal': { en: 'No VIO with this registration number', si: 'මෙම ලියාපදිංචි අංකය සහිත සංවිධානයක් නැත', ta: 'இந்தப் பதிவு எண்ணுடன் நிறுவனம் இல்லை' },
  's.subVioCreated': { en: 'Sub VIO created successfully!', si: 'උප සංවිධානය සාර්ථකව සාදන ලදී!', ta: 'துணை நிறுவனம் வெற்றிகரமாக உருவாக்கப்பட்டது!' },
  's.subVioDeletedSuccess': { en: 'Sub VIO deleted successfully!', si: 'උප සංවිධානය සාර්ථකව මකා දමන ලදී!', ta: 'துணை நிறுவனம் வெற்றிகரமாக நீக்கப்பட்டது!' },
  's.transferred': { en: 'successfully Transfered', si: 'සාර්ථකව මාරු කරන ලදී', ta: 'வெற்றிகரமாக மாற்றப்பட்டது' },
  's.profileUpdatedAwaiting': {
    en: 'Successfully Updated!.Please wait until admin approves your profile.',
    si: 'සාර්ථකව යාවත්කාලීන කරන ලදී! පරිපාලක ඔබගේ පැතිකඩ අනුමත කරන තෙක් කරුණාකර රැඳී සිටින්න.',
    ta: 'வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது! நிர்வாகி உங்கள் சுயவிவரத்தை அங்கீகரிக்கும் வரை காத்திருக்கவும்.',
  },
  's.vioApproved': { en: 'VIO approved Successfully !', si: 'සංවිධානය සාර්ථකව අනුමත කරන ලදී!', ta: 'நிறுவனம் வெற்றிகரமாக அங்கீகரிக்கப்பட்டது!' },
  's.vioRejected': { en: 'VIO rejected Successfully !', si: 'සංවිධානය සාර්ථකව ප්‍රතික්ෂේප කරන ලදී!', ta: 'நிறுவனம் வெற்றிகரமாக நிராகரிக்கப்பட்டது!' },
  's.vioRequested': { en: 'VIO requested successfully!', si: 'සංවිධානයට ඉල්ලීම සාර්ථකව යවන ලදී!', ta: 'நிறுவனத்திடம் வெற்றிகரமாகக் கோரப்பட்டது!' },
  's.vioDeleted': { en: 'VIO deleted successfully!', si: 'සංවිධානය සාර්ථකව ඉවත් කරන ලදී!', ta: 'நிறுவனம் வெற்றிகரமாக நீக்கப்பட்டது!' },
  's.volunteerRegistered': { en: 'Volunteer registered successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව ලියාපදිංචි කරන ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாகப் பதிவுசெய்யப்பட்டார்!' },
  's.volunteerDeleted': { en: 'Volunteer deleted successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව ඉවත් කරන ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாக நீக்கப்பட்டார்!' },
  's.canNotRequestAgain': { en: 'You can not request to join this VIO again', si: 'ඔබට නැවත මෙම සංවිධානයට සම්බන්ධ වීමට ඉල්ලිය නොහැක', ta: 'இந்த நிறுவனத்தில் சேர மீண்டும் கோர முடியாது' },
  's.alreadyMember': { en: 'You are already a member of this VIO', si: 'ඔබ දැනටමත් මෙම සංවිධානයේ සාමාජිකයෙකි', ta: 'நீங்கள் ஏற்கனவே இந்த நிறுவனத்தின் உறுப்பினர்' },
  's.nothingToWithdraw': { en: 'There is no request or invitation to withdraw', si: 'ඉල්ලා අස්කර ගැනීමට ඉල්ලීමක් හෝ ආරාධනාවක් නැත', ta: 'திரும்பப் பெற கோரிக்கையோ அழைப்போ இல்லை' },
  's.notAMember': { en: 'You are not a member of this VIO', si: 'ඔබ මෙම සංවිධානයේ සාමාජිකයෙකු නොවේ', ta: 'நீங்கள் இந்த நிறுவனத்தின் உறுப்பினர் அல்ல' },
  's.noRequest': { en: 'This volunteer has not requested to join', si: 'මෙම ස්වේච්ඡා සේවකයා සම්බන්ධ වීමට ඉල්ලා නැත', ta: 'இந்தத் தன்னார்வலர் சேரக் கோரவில்லை' },
  's.notJoined': { en: 'This volunteer is not a member of your organisation', si: 'මෙම ස්වේච්ඡා සේවකයා ඔබගේ සංවිධානයේ සාමාජිකයෙකු නොවේ', ta: 'இந்தத் தன்னார்வலர் உங்கள் நிறுவனத்தின் உறுப்பினர் அல்ல' },
  's.alreadyJoined': { en: 'This volunteer is already a member of your organisation', si: 'මෙම ස්වේච්ඡා සේවකයා දැනටමත් ඔබගේ සංවිධානයේ සාමාජිකයෙකි', ta: 'இந்தத் தன்னார்வலர் ஏற்கனவே உங்கள் நிறுவனத்தின் உறுப்பினர்' },
  's.onlyMembersAssigned': { en: 'Only joined members can be assigned to a sub-VIO', si: 'උප සංවිධානයකට පැවරිය හැක්කේ සම්බන්ධ වූ සාමාජිකයින් පමණි', ta: 'சேர்ந்த உறுப்பினர்களை மட்டுமே துணை நிறுவனத்துக்கு ஒதுக்க முடியும்' },
  // Opportunities
  's.created': { en: 'Successfully Created!', si: 'සාර්ථකව සාදන ලදී!', ta: 'வெற்றிகரமாக உருவாக்கப்பட்டது!' },
  's.updated': { en: 'Successfully Updated!', si: 'සාර්ථකව යාවත්කාලීන කරන ලදී!', ta: 'வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!' },
  's.completed': { en: 'Successfully Completed', si: 'සාර්ථකව නිම කරන ලදී', ta: 'வெற்றிகரமாக நிறைவுசெய்யப்பட்டது' },
  's.completedBang': { en: 'Successfully Completed!', si: 'සාර්ථකව සම්පූර්ණ කරන ලදී!', ta: 'வெற்றிகரமாக நிறைவு செய்யப்பட்டது!' },
  's.deleted': { en: 'Successfully Deleted', si: 'සාර්ථකව මකා දමන ලදී', ta: 'வெற்றிகரமாக நீக்கப்பட்டது' },
  's.deletedBang': { en: 'Successfully Deleted!', si: 'සාර්ථකව මකා දමන ලදී!', ta: 'வெற்றிகரமாக நீக்கப்பட்டது!' },
  's.added': { en: 'Successfully Added!', si: 'සාර්ථකව එක් කරන ලදී!', ta: 'வெற்றிகரமாகச் சேர்க்கப்பட்டது!' },
  's.removed': { en: 'Successfully Removed!', si: 'සාර්ථකව ඉවත් කරන ලදී!', ta: 'வெற்றிகரமாக அகற்றப்பட்டது!' },
  's.uploaded': { en: 'Successfully Uploaded!', si: 'සාර්ථකව උඩුගත කළා!', ta: 'வெற்றிகரமாகப் பதிவேற்றப்பட்டது!' },
  's.opportunityApproved': { en: 'Opportunity Approved Successfully!', si: 'අවස්ථාව සාර්ථකව අනුමත කරන ලදී!', ta: 'வாய்ப்பு வெற்றிகரமாக அங்கீகரிக்கப்பட்டது!' },
  's.opportunityRejected': { en: 'Opportunity Rejected!', si: 'අවස්ථාව ප්‍රතික්ෂේප කරන ලදී!', ta: 'வாய்ப்பு நிராகரிக்கப்பட்டது!' },
  's.shareRequested': { en: 'Successfully sent a request to share this opportunity', si: 'මෙම අවස්ථාව බෙදාගැනීමට ඉල්ලීමක් සාර්ථකව යවන ලදී', ta: 'இந்த வாய்ப்பைப் பகிர்வதற்கான கோரிக்கை வெற்றிகரமாக அனுப்பப்பட்டது' },
  's.shareAccepted': { en: 'Request is accepted', si: 'ඉල්ලීම පිළිගන්නා ලදී', ta: 'கோரிக்கை ஏற்றுக்கொள்ளப்பட்டது' },
  's.shareRejected': { en: 'Request is rejected', si: 'ඉල්ලීම ප්‍රතික්ෂේප කරන ලදී', ta: 'கோரிக்கை நிராகரிக்கப்பட்டது' },
  's.notYourOrganisation': { en: 'You can act only for your own organisation', si: 'ඔබට ක්‍රියා කළ හැක්කේ ඔබගේම සංවිධානය වෙනුවෙන් පමණි', ta: 'உங்கள் சொந்த நிறுவனத்துக்காக மட்டுமே செயல்பட முடியும்' },
  's.unknownFlag': { en: 'The decision must be true (approve) or false (reject)', si: 'තීරණය true (අනුමත කිරීම) හෝ false (ප්‍රතික්ෂේප කිරීම) විය යුතුය', ta: 'முடிவு true (அங்கீகரி) அல்லது false (நிராகரி) ஆக இருக்க வேண்டும்' },
  's.opportunityNotFound': { en: 'Opportunity not found', si: 'අවස්ථාව හමු නොවීය', ta: 'வாய்ப்பு கிடைக்கவில்லை' },
  's.notOwner': { en: 'Only the organisation that posted this opportunity can do this', si: 'මෙය කළ හැක්කේ මෙම අවස්ථාව පළ කළ සංවිධානයට පමණි', ta: 'இந்த வாய்ப்பை வெளியிட்ட நிறுவனம் மட்டுமே இதைச் செய்ய முடியும்' },
  's.notEditable': { en: 'Only an opportunity that is awaiting review or approved can be changed or deleted', si: 'වෙනස් කිරීමට හෝ මකා දැමීමට හැක්කේ සමාලෝචනය බලාපොරොත්තුවෙන් සිටින හෝ අනුමත කළ අවස්ථාවක් පමණි', ta: 'மதிப்பாய்வுக்குக் காத்திருக்கும் அல்லது அங்கீகரிக்கப்பட்ட வாய்ப்பை மட்டுமே மாற்றவோ நீக்கவோ முடியும்' },
  's.notCompletable': { en: 'Only an approved opportunity can be completed', si: 'සම්පූර්ණ කළ හැක්කේ අනුමත කළ අවස්ථාවක් පමණි', ta: 'அங்கீகரிக்கப்பட்ட வாய்ப்பை மட்டுமே நிறைவு செய்ய முடியும்' },
  's.alreadyReviewed': { en: 'This opportunity has already been approved or rejected', si: 'මෙම අවස්ථාව දැනටමත් අනුමත හෝ ප්‍රතික්ෂේප කර ඇත', ta: 'இந்த வாய்ப்பு ஏற்கனவே அங்கீகரிக்கப்பட்டது அல்லது நிராகரிக்கப்பட்டது' },
  's.opportunityExists': { en: 'This opportunity already exists', si: 'මෙම අවස්ථාව දැනටමත් පවතී', ta: 'இந்த வாய்ப்பு ஏற்கனவே உள்ளது' },
  's.shareOwn': { en: 'An opportunity cannot be shared with the organisation that posted it', si: 'අවස්ථාවක් එය පළ කළ සංවිධානය සමඟ බෙදා ගත නොහැක', ta: 'ஒரு வாய்ப்பை அதை வெளியிட்ட நிறுவனத்துடன் பகிர முடியாது' },
  's.shareNotApprovedVio': { en: 'Opportunities can be shared only with approved organisations', si: 'අවස්ථා බෙදා ගත හැක්කේ අනුමත සංවිධාන සමඟ පමණි', ta: 'அங்கீகரிக்கப்பட்ட நிறுவனங்களுடன் மட்டுமே வாய்ப்புகளைப் பகிர முடியும்' },
  's.shareClosed': { en: 'Only an opportunity that is awaiting review or approved can be shared', si: 'බෙදා ගත හැක්කේ සමාලෝචනය බලාපොරොත්තුවෙන් සිටින හෝ අනුමත කළ අවස්ථාවක් පමණි', ta: 'மதிப்பாய்வுக்குக் காத்திருக்கும் அல்லது அங்கீகரிக்கப்பட்ட வாய்ப்பை மட்டுமே பகிர முடியும்' },
  's.alreadyShared': { en: 'This opportunity is already shared', si: 'මෙම අවස්ථාව දැනටමත් බෙදා ගෙන ඇත', ta: 'இந்த வாய்ப்பு ஏற்கனவே பகிரப்பட்டுள்ளது' },
  's.alreadyRequested': {
    en: 'A request to share this opportunity with this organisation has already been sent',
    si: 'මෙම අවස්ථාව මෙම සංවිධානය සමඟ බෙදා ගැනීමට ඉල්ලීමක් දැනටමත් යවා ඇත',
    ta: 'இந்த வாய்ப்பை இந்த நிறுவனத்துடன் பகிர்வதற்கான கோரிக்கை ஏற்கனவே அனுப்பப்பட்டுள்ளது',
  },
  's.noShareRequest': {
    en: 'There is no open request to share this opportunity with your organisation',
    si: 'මෙම අවස්ථාව ඔබගේ සංවිධානය සමඟ බෙදා ගැනීමට විවෘත ඉල්ලීමක් නැත',
    ta: 'இந்த வாய்ப்பை உங்கள் நிறுவனத்துடன் பகிர்வதற்கான திறந்த கோரிக்கை இல்லை',
  },
  's.nonFormalLocked': { en: 'An approved non-formal opportunity can no longer be changed', si: 'අනුමත කළ විධිමත් නොවන අවස්ථාවක් තවදුරටත් වෙනස් කළ නොහැක', ta: 'அங்கீகரிக்கப்பட்ட முறைசாரா வாய்ப்பை இனி மாற்ற முடியாது' },
  's.nonFormalApproved': { en: 'This non-formal opportunity is already approved', si: 'මෙම විධිමත් නොවන අවස්ථාව දැනටමත් අනුමත කර ඇත', ta: 'இந்த முறைசாரா வாய்ப்பு ஏற்கனவே அங்கீகரிக்கப்பட்டுள்ளது' },
  's.nonFormalRejected': { en: 'This non-formal opportunity is already rejected', si: 'මෙම විධිමත් නොවන අවස්ථාව දැනටමත් ප්‍රතික්ෂේප කර ඇත', ta: 'இந்த முறைசாரா வாய்ப்பு ஏற்கனவே நிராகரிக்கப்பட்டுள்ளது' },
  // Issue 27: opportunity drafts (command-api/src/opportunity).
  's.draftSaved': { en: 'Draft saved', si: 'කෙටුම්පත සුරකින ලදී', ta: 'வரைவு சேமிக்கப்பட்டது' },
  's.draftDeleted': { en: 'Draft deleted', si: 'කෙටුම්පත මකා දමන ලදී', ta: 'வரைவு நீக்கப்பட்டது' },
  's.draftNotFound': { en: 'Draft not found', si: 'කෙටුම්පත හමු නොවීය', ta: 'வரைவு கிடைக்கவில்லை' },
  's.draftSubmitted': {
    en: 'This opportunity has already been submitted for review; it is no longer a draft',
    si: 'මෙම අවස්ථාව දැනටමත් සමාලෝචනය සඳහා ඉදිරිපත් කර ඇත; එය තවදුරටත් කෙටුම්පතක් නොවේ',
    ta: 'இந்த வாய்ப்பு ஏற்கனவே மதிப்பாய்வுக்குச் சமர்ப்பிக்கப்பட்டது; இது இனி வரைவு அல்ல',
  },
  's.unknownType': { en: 'type must be ALL, ONLINE or REGULAR', si: 'වර්ගය ALL, ONLINE හෝ REGULAR විය යුතුය', ta: 'வகை ALL, ONLINE அல்லது REGULAR ஆக இருக்க வேண்டும்' },
  // Issue 27: the public list's category filter (an unknown district answers 's.unknownDistrict').
  's.unknownCategory': { en: 'Unknown category', si: 'නොදන්නා ප්‍රවර්ගයකි', ta: 'தெரியாத பிரிவு' },
  's.unknownOpportunityStatus': { en: 'Unknown opportunity status', si: 'නොදන්නා අවස්ථා තත්ත්වයකි', ta: 'தெரியாத வாய்ப்பு நிலை' },
  's.unknownSort': { en: 'Unknown sort column', si: 'නොදන්නා පෙළගැස්වීමේ තීරුවකි', ta: 'தெரியாத வரிசைப்படுத்தும் நெடுவரிசை' },
  's.unknownOrder': { en: 'Unknown sort order', si: 'නොදන්නා පෙළගැස්වීමේ අනුපිළිවෙළකි', ta: 'தெரியாத வரிசை முறை' },
  's.searchTooLong': { en: 'The search text is too long', si: 'සෙවුම් පෙළ දිග වැඩියි', ta: 'தேடல் உரை மிக நீளமானது' },
  's.unknownStatus': { en: 'Unknown status', si: 'නොදන්නා තත්ත්වයකි', ta: 'தெரியாத நிலை' },
  's.unknownStatusFilter': { en: 'Unknown status filter', si: 'නොදන්නා තත්ත්ව පෙරහනකි', ta: 'தெரியாத நிலை வடிகட்டி' },
  's.wholeNumber': { en: '{name} must be a whole number from 1 to {max}', si: '{name} 1 සිට {max} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය', ta: '{name} 1 முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்' },
  's.unknownLanguage': { en: 'lang must be en, si or ta', si: 'භාෂාව en, si හෝ ta විය යුතුය', ta: 'மொழி en, si அல்லது ta ஆக இருக்க வேண்டும்' },
  // Applications
  's.applicationNotFound': { en: 'Application not found', si: 'අයදුම්පත හමු නොවීය', ta: 'விண்ணப்பம் கிடைக்கவில்லை' },
  's.notOpen': { en: 'This opportunity is not open for applications', si: 'මෙම අවස්ථාව අයදුම්පත් සඳහා විවෘත නැත', ta: 'இந்த வாய்ப்பு விண்ணப்பங்களுக்குத் திறக்கப்படவில்லை' },
  's.opportunityCompleted': { en: 'This opportunity is completed; its applications can no longer change', si: 'මෙම අවස්ථාව සම්පූර්ණයි; එහි අයදුම්පත් තවදුරටත් වෙනස් කළ නොහැක', ta: 'இந்த வாய்ப்பு நிறைவடைந்தது; அதன் விண்ணப்பங்களை இனி மாற்ற முடியாது' },
  's.alreadyApplied': { en: 'You have already applied for this opportunity', si: 'ඔබ දැනටමත් මෙම අවස්ථාව සඳහා අයදුම් කර ඇත', ta: 'நீங்கள் ஏற்கனவே இந்த வாய்ப்புக்கு விண்ணப்பித்துள்ளீர்கள்' },
  's.applied': { en: 'Successfully applied!', si: 'සාර්ථකව අයදුම් කළා!', ta: 'வெற்றிகரமாக விண்ணப்பிக்கப்பட்டது!' },
  's.notYourApplication': { en: 'This application belongs to another volunteer', si: 'මෙම අයදුම්පත වෙනත් ස්වේච්ඡා සේවකයෙකුට අයත්ය', ta: 'இந்த விண்ணப்பம் வேறொரு தன்னார்வலருக்குச் சொந்தமானது' },
  's.notYourOpportunity': { en: 'This opportunity belongs to another organisation', si: 'මෙම අවස්ථාව වෙනත් සංවිධානයකට අයත්ය', ta: 'இந்த வாய்ப்பு வேறொரு நிறுவனத்துக்குச் சொந்தமானது' },
  's.organisationDecided': { en: 'The organisation has already reviewed this application', si: 'සංවිධානය දැනටමත් මෙම අයදුම්පත සමාලෝචනය කර ඇත', ta: 'நிறுவனம் ஏற்கனவே இந்த விண்ணப்பத்தை மதிப்பாய்வு செய்துள்ளது' },
  's.notSelected': { en: 'Only an application selected by an admin can be reviewed by the organisation', si: 'සංවිධානයට සමාලෝචනය කළ හැක්කේ පරිපාලකයෙකු තෝරාගත් අයදුම්පතක් පමණි', ta: 'நிர்வாகி தெரிவுசெய்த விண்ணப்பத்தை மட்டுமே நிறுவனம் மதிப்பாய்வு செய்ய முடியும்' },
  's.volunteerAgreed': { en: 'The volunteer has already agreed; this approval can no longer be withdrawn', si: 'ස්වේච්ඡා සේවකයා දැනටමත් එකඟ වී ඇත; මෙම අනුමැතිය තවදුරටත් ඉල්ලා අස්කර ගත නොහැක', ta: 'தன்னார்வலர் ஏற்கனவே ஒப்புக்கொண்டுள்ளார்; இந்த அங்கீகாரத்தை இனி திரும்பப் பெற முடியாது' },
  's.placesFilled': { en: 'All places of this opportunity are filled', si: 'මෙම අවස්ථාවේ සියලු ස්ථාන පිරී ඇත', ta: 'இந்த வாய்ப்பின் அனைத்து இடங்களும் நிரம்பிவிட்டன' },
  's.agreementNotOpen': { en: 'The agreement opens once the organisation has approved the application', si: 'සංවිධානය අයදුම්පත අනුමත කළ පසු ගිවිසුම විවෘත වේ', ta: 'நிறுவனம் விண்ணப்பத்தை அங்கீகரித்த பின் ஒப்பந்தம் திறக்கும்' },
  's.agreementDone': {
    en: 'You have now completed the agreements, You have successfully started your volunteer opportunity!!',
    si: 'ඔබ දැන් ගිවිසුම් සම්පූර්ණ කර ඇත, ඔබ ඔබේ ස්වේච්ඡා අවස්ථාව සාර්ථකව ආරම්භ කර ඇත!!',
    ta: 'நீங்கள் இப்போது ஒப்பந்தங்களை நிறைவுசெய்துள்ளீர்கள், உங்கள் தன்னார்வ வாய்ப்பை வெற்றிகரமாகத் தொடங்கியுள்ளீர்கள்!!',
  },
  's.alreadyAgreed': { en: 'Thank you for agreeing with us!!', si: 'අප සමඟ එකඟ වීම ගැන ඔබට ස්තූතියි!!', ta: 'எங்களுடன் உடன்பட்டமைக்கு நன்றி!!' },
  's.feedbackNotOpen': { en: 'Feedback opens when the opportunity is completed', si: 'අවස්ථාව සම්පූර්ණ වූ විට ප්‍රතිපෝෂණය විවෘත වේ', ta: 'வாய்ப்பு நிறைவடைந்ததும் பின்னூட்டம் திறக்கும்' },
  's.feedbackNotApproved': { en: 'Only volunteers approved for this opportunity give and receive feedback', si: 'ප්‍රතිපෝෂණය දෙන්නේ සහ ලබන්නේ මෙම අවස්ථාව සඳහා අනුමත කළ ස්වේච්ඡා සේවකයින් පමණි', ta: 'இந்த வாய்ப்புக்கு அங்கீகரிக்கப்பட்ட தன்னார்வலர்கள் மட்டுமே பின்னூட்டம் வழங்கவும் பெறவும் முடியும்' },
  's.feedbackDone': { en: 'Thank you so much for providing your valuable feedback!', si: 'ඔබේ වටිනා ප්‍රතිපෝෂණය ලබා දීම ගැන ඔබට බොහෝම ස්තූතියි!', ta: 'உங்கள் பெறுமதியான பின்னூட்டத்துக்கு மிக்க நன்றி!' },
  's.alreadyGaveFeedback': { en: 'Thank you for submitting your response!!', si: 'ඔබේ ප්‍රතිචාරය ඉදිරිපත් කිරීම ගැන ස්තූතියි!!', ta: 'உங்கள் பதிலைச் சமர்ப்பித்தமைக்கு நன்றி!!' },
  's.tooManyHours': { en: 'The hours are more than the days of the opportunity allow', si: 'පැය ගණන අවස්ථාවේ දින ගණනට ඉඩ දෙන ප්‍රමාණයට වඩා වැඩියි', ta: 'மணிநேரங்கள் வாய்ப்பின் நாட்கள் அனுமதிப்பதை விட அதிகம்' },
  's.volunteerSelected': { en: 'Volunteer selected successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව තෝරා ගන්නා ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாகத் தெரிவுசெய்யப்பட்டார்!' },
  's.volunteerRejectedSuccess': { en: 'Volunteer rejected successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව ප්‍රතික්ෂේප කරන ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாக நிராகரிக்கப்பட்டார்!' },
  's.volunteerApproved': { en: 'Volunteer approved successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව අනුමත කරන ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாக அங்கீகரிக்கப்பட்டார்!' },
  's.volunteerIgnored': { en: 'Volunteer ignored successfully!', si: 'ස්වේච්ඡා සේවකයා සාර්ථකව නොසලකා හරින ලදී!', ta: 'தன்னார்வலர் வெற்றிகரமாகப் புறக்கணிக்கப்பட்டார்!' },
  's.withdrawn': { en: 'Your application was withdrawn', si: 'ඔබේ අයදුම්පත ඉල්ලා අස්කර ගන්නා ලදී', ta: 'உங்கள் விண்ணப்பம் திரும்பப் பெறப்பட்டது' },
  's.alreadyWithdrawn': { en: 'You have already withdrawn this application', si: 'ඔබ දැනටමත් මෙම අයදුම්පත ඉල්ලා අස්කර ගෙන ඇත', ta: 'நீங்கள் ஏற்கனவே இந்த விண்ணப்பத்தைத் திரும்பப் பெற்றுவிட்டீர்கள்' },
  's.volunteerWithdrew': { en: 'The volunteer has withdrawn this application', si: 'ස්වේච්ඡා සේවකයා මෙම අයදුම්පත ඉල්ලා අස්කර ගෙන ඇත', ta: 'தன்னார்வலர் இந்த விண்ணப்பத்தைத் திரும்பப் பெற்றுவிட்டார்' },
  's.nothingToWithdrawApplication': { en: 'This application was not taken; there is nothing to withdraw', si: 'මෙම අයදුම්පත පිළිගෙන නැත; ඉල්ලා අස්කර ගැනීමට කිසිවක් නැත', ta: 'இந்த விண்ணப்பம் ஏற்கப்படவில்லை; திரும்பப் பெற எதுவும் இல்லை' },
  's.tooLateToWithdraw': { en: 'Your first day has come; this application can no longer be withdrawn', si: 'ඔබගේ පළමු දිනය පැමිණ ඇත; මෙම අයදුම්පත තවදුරටත් ඉල්ලා අස්කර ගත නොහැක', ta: 'உங்கள் முதல் நாள் வந்துவிட்டது; இந்த விண்ணப்பத்தை இனி திரும்பப் பெற முடியாது' },
  // Issue 28: the waitlist.
  's.waitlisted': {
    en: 'Every place is taken: you are on the waitlist. We will offer you a place by SMS and e-mail if one frees.',
    si: 'සියලු ස්ථාන පිරී ඇත: ඔබ පොරොත්තු ලේඛනයේ සිටී. ස්ථානයක් නිදහස් වුවහොත් අපි කෙටි පණිවිඩයෙන් සහ ඊමේල් මගින් එය ඔබට පිරිනමන්නෙමු.',
    ta: 'எல்லா இடங்களும் நிரம்பிவிட்டன: நீங்கள் காத்திருப்புப் பட்டியலில் உள்ளீர்கள். ஓர் இடம் காலியானால் குறுஞ்செய்தி மற்றும் மின்னஞ்சல் மூலம் உங்களுக்கு வழங்குவோம்.',
  },
  's.offerAccepted': {
    en: 'The place is yours. The organisation will confirm your application.',
    si: 'ස්ථානය ඔබට හිමියි. සංවිධානය ඔබගේ අයදුම්පත තහවුරු කරනු ඇත.',
    ta: 'இடம் உங்களுடையது. நிறுவனம் உங்கள் விண்ணப்பத்தை உறுதிப்படுத்தும்.',
  },
  's.offerDeclined': {
    en: 'You declined the place; it goes to the next volunteer on the waitlist.',
    si: 'ඔබ ස්ථානය ප්‍රතික්ෂේප කළා; එය පොරොත්තු ලේඛනයේ ඊළඟ ස්වේච්ඡා සේවකයාට යයි.',
    ta: 'நீங்கள் இடத்தை மறுத்தீர்கள்; அது காத்திருப்புப் பட்டியலில் அடுத்த தன்னார்வலருக்குச் செல்லும்.',
  },
  's.noOffer': { en: 'No place is offered to this application', si: 'මෙම අයදුම්පතට කිසිදු ස්ථානයක් පිරිනමා නැත', ta: 'இந்த விண்ணப்பத்திற்கு எந்த இடமும் வழங்கப்படவில்லை' },
  's.offerExpired': {
    en: 'The offer of a place has expired; it went to the next volunteer on the waitlist',
    si: 'ස්ථානය පිරිනැමීම කල් ඉකුත් වී ඇත; එය පොරොත්තු ලේඛනයේ ඊළඟ ස්වේච්ඡා සේවකයාට ගියේය',
    ta: 'இட வாய்ப்பின் காலம் முடிந்துவிட்டது; அது காத்திருப்புப் பட்டியலில் அடுத்த தன்னார்வலருக்குச் சென்றது',
  },
  // Emergency
  's.emergencyUserAlreadyTerminated': { en: 'This user is already terminated', si: 'මෙම පරිශීලකයා දැනටමත් අවසන් කර ඇත', ta: 'இந்தப் பயனர் ஏற்கனவே நிறுத்தப்பட்டுள்ளார்' },
  's.emergencyUserNotTerminated': { en: 'This user is not terminated', si: 'මෙම පරිශීලකයා අවසන් කර නැත', ta: 'இந்தப் பயனர் நிறுத்தப்படவில்லை' },
  's.emergencyOpportunityNotFound': { en: 'Emergency opportunity not found', si: 'හදිසි අවස්ථාව හමු නොවීය', ta: 'அவசர வாய்ப்பு கிடைக்கவில்லை' },
  's.emergencyNotOpen': { en: 'This emergency opportunity is not open', si: 'මෙම හදිසි අවස්ථාව විවෘත නැත', ta: 'இந்த அவசர வாய்ப்பு திறக்கப்படவில்லை' },
  's.emergencyExists': { en: 'This emergency opportunity already exists', si: 'මෙම හදිසි අවස්ථාව දැනටමත් පවතී', ta: 'இந்த அவசர வாய்ப்பு ஏற்கனவே உள்ளது' },
  's.nothingToInvite': { en: 'These volunteers are already invited', si: 'මෙම ස්වේච්ඡා සේවකයින්ට දැනටමත් ආරාධනා කර ඇත', ta: 'இந்தத் தன்னார்வலர்கள் ஏற்கனவே அழைக்கப்பட்டுள்ளனர்' },
  's.notInvited': { en: 'This volunteer is not invited to this opportunity', si: 'මෙම ස්වේච්ඡා සේවකයාට මෙම අවස්ථාවට ආරාධනා කර නැත', ta: 'இந்தத் தன்னார்வலர் இந்த வாய்ப்புக்கு அழைக்கப்படவில்லை' },
  's.cannotAdd': { en: 'Only an invited volunteer can be added', si: 'එක් කළ හැක්කේ ආරාධනා කළ ස්වේච්ඡා සේවකයෙකු පමණි', ta: 'அழைக்கப்பட்ட தன்னார்வலரை மட்டுமே சேர்க்க முடியும்' },
  's.cannotRemove': { en: 'A completed volunteer cannot be removed', si: 'සම්පූර්ණ කළ ස්වේච්ඡා සේවකයෙකු ඉවත් කළ නොහැක', ta: 'நிறைவு செய்த தன்னார்வலரை அகற்ற முடியாது' },
  's.notRemovable': { en: 'This volunteer is already only invited', si: 'මෙම ස්වේච්ඡා සේවකයාට දැනටමත් ආරාධනා කර පමණක් ඇත', ta: 'இந்தத் தன்னார்வலர் ஏற்கனவே அழைக்கப்பட்டவர் மட்டுமே' },
  's.cannotComplete': { en: 'Only an accepted volunteer can be completed', si: 'සම්පූර්ණ කළ හැක්කේ පිළිගත් ස්වේච්ඡා සේවකයෙකු පමණි', ta: 'ஏற்றுக்கொள்ளப்பட்ட தன்னார்வலரை மட்டுமே நிறைவு செய்ய முடியும்' },
  's.feedbackNotYet': { en: 'Feedback opens once the volunteer is completed', si: 'ස්වේච්ඡා සේවකයා සම්පූර්ණ කළ පසු ප්‍රතිපෝෂණය විවෘත වේ', ta: 'தன்னார்வலர் நிறைவு செய்த பின் பின்னூட்டம் திறக்கும்' },
  's.userCreated': { en: 'User Created Successfully!', si: 'පරිශීලකයා සාර්ථකව සාදන ලදී!', ta: 'பயனர் வெற்றிகரமாக உருவாக்கப்பட்டார்!' },
  's.userTerminated': { en: 'User Terminated Successfully!', si: 'පරිශීලකයා සාර්ථකව අවසන් කරන ලදී!', ta: 'பயனர் வெற்றிகரமாக நிறுத்தப்பட்டார்!' },
  's.userActivated': { en: 'User Activated Successfully!', si: 'පරිශීලකයා සාර්ථකව සක්‍රිය කරන ලදී!', ta: 'பயனர் வெற்றிகரமாகச் செயல்படுத்தப்பட்டார்!' },
  's.badGatewayToken': { en: 'Unknown SMS gateway', si: 'නොදන්නා SMS ද්වාරයකි', ta: 'தெரியாத SMS நுழைவாயில்' },
  's.badGatewaySignature': { en: 'Invalid SMS gateway signature', si: 'SMS ද්වාරයේ අත්සන වලංගු නැත', ta: 'SMS நுழைவாயில் கையொப்பம் செல்லுபடியற்றது' },
  's.replyThanks': { en: 'Thank you, your answer is recorded.', si: 'ස්තූතියි, ඔබගේ පිළිතුර සටහන් කර ඇත.', ta: 'நன்றி, உங்கள் பதில் பதிவு செய்யப்பட்டது.' },
  's.replyUnknown': { en: 'Please answer YES or NO.', si: 'කරුණාකර YES හෝ NO ලෙස පිළිතුරු දෙන්න.', ta: 'தயவுசெய்து YES அல்லது NO என்று பதிலளிக்கவும்.' },
  's.replyNothingOpen': { en: 'There is no open question for this number.', si: 'මෙම අංකයෙන් පිළිතුරු දිය යුතු විවෘත ප්‍රශ්නයක් නැත.', ta: 'இந்த எண்ணிலிருந்து பதிலளிக்க வேண்டிய திறந்த கேள்வி எதுவும் இல்லை.' },
  's.noneOnStandby': { en: 'None of these volunteers is on standby', si: 'මෙම ස්වේච්ඡා සේවකයින්ගෙන් කිසිවෙකු සූදානමින් නැත', ta: 'இந்தத் தன்னார்வலர்களில் யாரும் தயார்நிலையில் இல்லை' },
  's.unknownGroup': { en: 'Unknown volunteer group: called or pool', si: 'නොදන්නා ස්වේච්ඡා සේවක කණ්ඩායමකි: called හෝ pool විය යුතුය', ta: 'தெரியாத தன்னார்வலர் குழு: called அல்லது pool' },
  's.unknownVolunteerStatus': { en: 'Unknown emergency volunteer status', si: 'නොදන්නා හදිසි ස්වේච්ඡා සේවක තත්ත්වයකි', ta: 'தெரியாத அவசரத் தன்னார்வலர் நிலை' },
  // Issue 28: attendance on engagement days (command-api/src/attendance, query-api/src/attendance).
  's.att.notToday': { en: 'Attendance is recorded on the day itself', si: 'පැමිණීම සටහන් කරන්නේ එදිනම පමණි', ta: 'வருகை அன்றைய நாளிலேயே மட்டுமே பதிவு செய்யப்படும்' },
  's.att.notExpected': { en: 'This volunteer is not expected on this day', si: 'මෙම ස්වේච්ඡා සේවකයා මෙදින බලාපොරොත්තු නොවේ', ta: 'இந்தத் தன்னார்வலர் இந்த நாளில் எதிர்பார்க்கப்படவில்லை' },
  's.att.otherOpportunity': { en: 'This check-in code is for another opportunity', si: 'මෙම පැමිණීමේ කේතය වෙනත් අවස්ථාවක් සඳහා ය', ta: 'இந்த வருகைக் குறியீடு வேறொரு வாய்ப்புக்கானது' },
  's.att.otherVio': {
    en: "This check-in code is for another organisation's opportunity",
    si: 'මෙම පැමිණීමේ කේතය වෙනත් සංවිධානයක අවස්ථාවක් සඳහා ය',
    ta: 'இந்த வருகைக் குறியீடு வேறொரு நிறுவனத்தின் வாய்ப்புக்கானது',
  },
  's.att.alreadyIn': { en: 'This volunteer is already checked in', si: 'මෙම ස්වේච්ඡා සේවකයාගේ පැමිණීම දැනටමත් සටහන් කර ඇත', ta: 'இந்தத் தன்னார்வலரின் வருகை ஏற்கனவே பதிவு செய்யப்பட்டுள்ளது' },
  's.att.notIn': { en: 'This volunteer has not checked in yet', si: 'මෙම ස්වේච්ඡා සේවකයාගේ පැමිණීම තවම සටහන් කර නැත', ta: 'இந்தத் தன்னார்வலரின் வருகை இன்னும் பதிவு செய்யப்படவில்லை' },
  's.att.alreadyOut': { en: 'This volunteer is already checked out', si: 'මෙම ස්වේච්ඡා සේවකයාගේ පිටවීම දැනටමත් සටහන් කර ඇත', ta: 'இந்தத் தன்னார்வலரின் வெளியேற்றம் ஏற்கனவே பதிவு செய்யப்பட்டுள்ளது' },
  's.att.checkedIn': { en: 'Checked in', si: 'පැමිණීම සටහන් විය', ta: 'வருகை பதிவானது' },
  's.att.checkedOut': { en: 'Checked out', si: 'පිටවීම සටහන් විය', ta: 'வெளியேற்றம் பதிவானது' },
  's.att.otherDay': { en: 'This check-in code is for another day', si: 'මෙම පැමිණීමේ කේතය වෙනත් දිනයක් සඳහා ය', ta: 'இந்த வருகைக் குறியீடு வேறொரு நாளுக்கானது' },
  's.att.expired': {
    en: 'This check-in code has expired; ask the volunteer to show it again',
    si: 'මෙම පැමිණීමේ කේතය කල් ඉකුත් වී ඇත; එය නැවත පෙන්වන ලෙස ස්වේච්ඡා සේවකයාගෙන් ඉල්ලන්න',
    ta: 'இந்த வருகைக் குறியீடு காலாவதியாகிவிட்டது; அதை மீண்டும் காட்டுமாறு தன்னார்வலரிடம் கேளுங்கள்',
  },
  's.att.used': {
    en: 'This check-in code has already been used; ask the volunteer to show it again',
    si: 'මෙම පැමිණීමේ කේතය දැනටමත් භාවිත කර ඇත; එය නැවත පෙන්වන ලෙස ස්වේච්ඡා සේවකයාගෙන් ඉල්ලන්න',
    ta: 'இந்த வருகைக் குறியீடு ஏற்கனவே பயன்படுத்தப்பட்டுவிட்டது; அதை மீண்டும் காட்டுமாறு தன்னார்வலரிடம் கேளுங்கள்',
  },
  's.att.onlyPastDays': { en: 'No-shows are recorded for days that have passed', si: 'නොපැමිණීම් සටහන් කරන්නේ ගත වූ දින සඳහා පමණි', ta: 'வராதவர்கள் கடந்த நாட்களுக்கு மட்டுமே பதிவு செய்யப்படுவர்' },
  's.att.noShowsRecorded': { en: 'No-shows recorded', si: 'නොපැමිණීම් සටහන් කරන ලදී', ta: 'வராதவர்கள் பதிவு செய்யப்பட்டனர்' },
  's.att.codeNotToday': {
    en: 'Your check-in code opens on the days you volunteer',
    si: 'ඔබගේ පැමිණීමේ කේතය විවෘත වන්නේ ඔබ ස්වේච්ඡා සේවයේ යෙදෙන දිනවල ය',
    ta: 'உங்கள் வருகைக் குறியீடு நீங்கள் தன்னார்வப் பணி செய்யும் நாட்களில் திறக்கும்',
  },
  // The calendar feed (issue 29)
  's.cal.renewed': {
    en: 'Your calendar has a new address: the old one no longer works',
    si: 'ඔබගේ දින දර්ශනයට නව ලිපිනයක් ඇත: පැරණි ලිපිනය තවදුරටත් ක්‍රියා නොකරයි',
    ta: 'உங்கள் நாட்காட்டிக்குப் புதிய முகவரி உள்ளது: பழைய முகவரி இனி வேலை செய்யாது',
  },
  's.cal.notFound': { en: 'Calendar not found', si: 'දින දර්ශනය හමු නොවීය', ta: 'நாட்காட்டி கிடைக்கவில்லை' },
  's.cal.notApproved': {
    en: 'Only an approved engagement can be added to a calendar',
    si: 'දින දර්ශනයකට එක් කළ හැක්කේ අනුමත ස්වේච්ඡා සේවා කටයුත්තක් පමණි',
    ta: 'அங்கீகரிக்கப்பட்ட தன்னார்வப் பணியை மட்டுமே நாட்காட்டியில் சேர்க்க முடியும்',
  },
  's.att.remindersSent': { en: 'Reminders sent', si: 'සිහිකැඳවීම් යවන ලදී', ta: 'நினைவூட்டல்கள் அனுப்பப்பட்டன' },
  's.att.noReminder': {
    en: 'There is no reminder to answer for this day',
    si: 'මෙම දිනය සඳහා පිළිතුරු දිය යුතු සිහිකැඳවීමක් නැත',
    ta: 'இந்த நாளுக்குப் பதிலளிக்க வேண்டிய நினைவூட்டல் எதுவும் இல்லை',
  },
  's.att.dayBegun': {
    en: 'This day has already begun: answers to its reminder are closed',
    si: 'මෙම දිනය දැනටමත් ආරම්භ වී ඇත: එහි සිහිකැඳවීමට පිළිතුරු දීම වසා ඇත',
    ta: 'இந்த நாள் ஏற்கனவே தொடங்கிவிட்டது: அதன் நினைவூட்டலுக்கான பதில்கள் மூடப்பட்டுள்ளன',
  },
  's.att.placeGivenUp': {
    en: 'You said you cannot come, so your place was offered to the waitlist',
    si: 'ඔබට පැමිණිය නොහැකි බව ඔබ පැවසූ නිසා, ඔබගේ ස්ථානය පොරොත්තු ලේඛනයට පිරිනමන ලදී',
    ta: 'உங்களால் வர முடியாது என்று சொன்னதால், உங்கள் இடம் காத்திருப்புப் பட்டியலுக்கு வழங்கப்பட்டது',
  },
  's.att.confirmed': {
    en: 'Thank you: you confirmed that you will come',
    si: 'ස්තූතියි: ඔබ පැමිණෙන බව තහවුරු කළා',
    ta: 'நன்றி: நீங்கள் வருவதை உறுதிப்படுத்தினீர்கள்',
  },
  's.att.declined': {
    en: 'Thank you for telling us: your day is marked as declined',
    si: 'අපට දැන්වූවාට ස්තූතියි: ඔබගේ දිනය ප්‍රතික්ෂේප කළ ලෙස සලකුණු කර ඇත',
    ta: 'எங்களுக்குத் தெரிவித்தமைக்கு நன்றி: உங்கள் நாள் மறுக்கப்பட்டதாகக் குறிக்கப்பட்டுள்ளது',
  },
  // Content, complaints, reports, requests
  's.newsNotFound': { en: 'News item not found', si: 'පුවත හමු නොවීය', ta: 'செய்தி கிடைக்கவில்லை' },
  's.storyNotFound': { en: 'Story not found', si: 'කතාව හමු නොවීය', ta: 'கதை கிடைக்கவில்லை' },
  's.partnerNotFound': { en: 'Partner not found', si: 'හවුල්කරු හමු නොවීය', ta: 'கூட்டாளர் கிடைக்கவில்லை' },
  's.documentUnchanged': { en: 'This file is already the published version', si: 'මෙම ගොනුව දැනටමත් ප්‍රකාශිත අනුවාදයයි', ta: 'இந்தக் கோப்பு ஏற்கனவே வெளியிடப்பட்ட பதிப்பு' },
  's.documentNotPublished': { en: 'This document is not published yet', si: 'මෙම ලේඛනය තවම ප්‍රකාශයට පත් කර නැත', ta: 'இந்த ஆவணம் இன்னும் வெளியிடப்படவில்லை' },
  's.documentNoFile': { en: 'Choose a PDF file to upload', si: 'උඩුගත කිරීමට PDF ගොනුවක් තෝරන්න', ta: 'பதிவேற்ற ஒரு PDF கோப்பைத் தேர்ந்தெடுக்கவும்' },
  's.documentWrongType': { en: 'Only PDF files are allowed', si: 'PDF ගොනු පමණක් අවසර ඇත', ta: 'PDF கோப்புகள் மட்டுமே அனுமதிக்கப்படும்' },
  's.documentTooLarge': { en: 'The document must be at most 10 MB', si: 'ලේඛනය උපරිම 10 MB විය යුතුය', ta: 'ஆவணம் அதிகபட்சம் 10 MB ஆக இருக்க வேண்டும்' },
  's.documentUnknown': { en: 'Unknown document', si: 'නොදන්නා ලේඛනයකි', ta: 'தெரியாத ஆவணம்' },
  's.notFound': { en: 'Not found', si: 'හමු නොවීය', ta: 'கிடைக்கவில்லை' },
  's.profilePictureUpdated': { en: 'Profile picture updated', si: 'පැතිකඩ පින්තූරය යාවත්කාලීන කරන ලදී', ta: 'சுயவிவரப் படம் புதுப்பிக்கப்பட்டது' },
  's.noProfilePicture': { en: 'This account has no profile picture', si: 'මෙම ගිණුමට පැතිකඩ පින්තූරයක් නැත', ta: 'இந்தக் கணக்குக்குச் சுயவிவரப் படம் இல்லை' },
  's.complaintNotFound': { en: 'Complaint not found', si: 'පැමිණිල්ල හමු නොවීය', ta: 'முறைப்பாடு கிடைக்கவில்லை' },
  's.complaintResolvedAlready': { en: 'This complaint is already resolved', si: 'මෙම පැමිණිල්ල දැනටමත් විසඳා ඇත', ta: 'இந்த முறைப்பாடு ஏற்கனவே தீர்க்கப்பட்டுள்ளது' },
  's.complaintSubmitted': { en: 'Complaint submitted successfully!', si: 'පැමිණිල්ල සාර්ථකව ඉදිරිපත් කළා!', ta: 'முறைப்பாடு வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!' },
  's.complaintResolved': { en: 'Complaint resolved successfully !', si: 'පැමිණිල්ල සාර්ථකව විසඳුවා!', ta: 'முறைப்பாடு வெற்றிகரமாகத் தீர்க்கப்பட்டது!' },
  's.unknownComplaintState': { en: 'Unknown complaint state', si: 'නොදන්නා පැමිණිලි තත්ත්වයකි', ta: 'தெரியாத முறைப்பாட்டு நிலை' },
  's.reportsUnavailable': { en: 'Reports are not available right now', si: 'වාර්තා මේ මොහොතේ ලබා ගත නොහැක', ta: 'அறிக்கைகள் தற்போது கிடைக்கவில்லை' },
  's.chooseReportSubject': { en: 'Choose whose report to show', si: 'කාගේ වාර්තාව පෙන්විය යුතුදැයි තෝරන්න', ta: 'யாருடைய அறிக்கையைக் காட்ட வேண்டும் எனத் தேர்ந்தெடுக்கவும்' },
  's.endBeforeStart': { en: 'The end date must not be before the start date', si: 'අවසන් දිනය ආරම්භක දිනයට පෙර නොවිය යුතුය', ta: 'முடிவுத் தேதி தொடக்கத் தேதிக்கு முன் இருக்கக்கூடாது' },
  's.choosePeriod': { en: "Choose 'DAILY', 'QUARTERLY' or 'ANNUALLY'", si: "'DAILY', 'QUARTERLY' හෝ 'ANNUALLY' තෝරන්න", ta: "'DAILY', 'QUARTERLY' அல்லது 'ANNUALLY' ஐத் தேர்ந்தெடுக்கவும்" },
  's.districtRequired': { en: 'District is required', si: 'දිස්ත්‍රික්කය අවශ්‍යයි', ta: 'மாவட்டம் தேவை' },
  's.unknownDistrict': { en: 'Unknown district', si: 'නොදන්නා දිස්ත්‍රික්කයකි', ta: 'தெரியாத மாவட்டம்' },
  's.dsRequired': { en: 'Divisional secretariat is required', si: 'ප්‍රාදේශීය ලේකම් කාර්යාලය අවශ්‍යයි', ta: 'பிரதேச செயலகம் தேவை' },
  's.unknownDs': { en: 'Unknown divisional secretariat', si: 'නොදන්නා ප්‍රාදේශීය ලේකම් කාර්යාලයකි', ta: 'தெரியாத பிரதேச செயலகம்' },
  's.bodyInvalidJson': { en: 'The request body is not valid JSON', si: 'ඉල්ලීමේ අන්තර්ගතය වලංගු JSON නොවේ', ta: 'கோரிக்கையின் உள்ளடக்கம் செல்லுபடியான JSON அல்ல' },
  's.bodyEmpty': { en: 'The request body is empty', si: 'ඉල්ලීමේ අන්තර්ගතය හිස්ය', ta: 'கோரிக்கையின் உள்ளடக்கம் காலியாக உள்ளது' },
  's.bodyTooLarge': { en: 'The request body is too large', si: 'ඉල්ලීමේ අන්තර්ගතය විශාල වැඩියි', ta: 'கோரிக்கையின் உள்ளடக்கம் மிகப் பெரியது' },
  's.mediaType': { en: 'This content type is not supported', si: 'මෙම අන්තර්ගත වර්ගයට සහාය නොදක්වයි', ta: 'இந்த உள்ளடக்க வகை ஆதரிக்கப்படவில்லை' },
  's.contentLength': { en: 'The request body does not match its length', si: 'ඉල්ලීමේ අන්තර්ගතය එහි දිගට නොගැළපේ', ta: 'கோரிக்கையின் உள்ளடக்கம் அதன் நீளத்துடன் பொருந்தவில்லை' },
  // Certificates of confirmed hours (issue 29).
  's.cert.notFound': { en: 'Certificate not found', si: 'සහතිකය හමු නොවීය', ta: 'சான்றிதழ் கிடைக்கவில்லை' },
  's.cert.notYours': { en: 'This certificate belongs to another volunteer', si: 'මෙම සහතිකය වෙනත් ස්වේච්ඡා සේවකයෙකුට අයත් ය', ta: 'இந்தச் சான்றிதழ் வேறொரு தன்னார்வலருக்குரியது' },
  's.cert.issued': { en: 'Certificates issued', si: 'සහතික නිකුත් කරන ලදී', ta: 'சான்றிதழ்கள் வழங்கப்பட்டன' },
  // Opportunities matched to the volunteer: the weekly mail (issue 29).
  's.match.mailOn': {
    en: 'You will get a weekly mail of new opportunities matched to you',
    si: 'ඔබට ගැළපෙන නව ස්වේච්ඡා අවස්ථා පිළිබඳ සතිපතා තැපෑලක් ඔබට ලැබෙනු ඇත',
    ta: 'உங்களுக்குப் பொருந்தும் புதிய வாய்ப்புகள் பற்றிய வாராந்திர அஞ்சல் உங்களுக்கு வரும்',
  },
  's.match.mailOff': {
    en: 'You will not get the weekly mail of matched opportunities',
    si: 'ගැළපෙන අවස්ථා පිළිබඳ සතිපතා තැපෑල ඔබට තවදුරටත් නොලැබේ',
    ta: 'பொருந்தும் வாய்ப்புகள் பற்றிய வாராந்திர அஞ்சல் இனி உங்களுக்கு வராது',
  },
  's.match.digestsSent': { en: 'Weekly match mails recorded', si: 'සතිපතා ගැළපීම් තැපැල් සටහන් කරන ලදී', ta: 'வாராந்திரப் பொருத்த அஞ்சல்கள் பதிவு செய்யப்பட்டன' },
};

type Entry = Record<Language, string>;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let lookup: { exact: Map<string, Entry>; patterns: { regex: RegExp; names: string[]; entry: Entry }[] } | undefined;
/** Built on first use (the console fetches this module as a chunk of its own, see console/src/i18n/index.tsx). */
const lookupTables = () => {
  if (lookup) return lookup;
  lookup = { exact: new Map(), patterns: [] };
  // Server messages last: an English text in both catalogues is shown with the server catalogue's wording.
  for (const entry of [...Object.values(validationMessages), ...Object.values(serverMessages)]) {
    const names = [...entry.en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (names.length === 0) lookup.exact.set(entry.en, entry);
    else lookup.patterns.push({ regex: new RegExp(`^${entry.en.split(/\{\w+\}/).map(escapeRegex).join('(.+?)')}$`), names, entry });
  }
  return lookup;
};

/** The catalogue entry of a server's English text or key (exact, else by pattern with its variable parts), if any. */
export const findServerMessage = (text: string): { entry: Entry; values: Record<string, string> } | undefined => {
  const { exact, patterns } = lookupTables();
  // A message key (the image upload answers are mapped to theirs, console/src/reference/upload.ts).
  const found = exact.get(text) ?? validationMessages[text] ?? serverMessages[text];
  if (found) return { entry: found, values: {} };
  for (const { regex, names, entry } of patterns) {
    const match = regex.exec(text);
    if (match) return { entry, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
};

/** A server's English message in `language`; a text not in the catalogues is returned as is. */
export const translateServerText = (text: string, language: Language): string => {
  const found = findServerMessage(text);
  if (!found) return text;
  return found.entry[language].replace(/\{(\w+)\}/g, (_, name: string) => found.values[name] ?? '');
};
