/**
 * Hindi (Devanagari) text of the emails and the calendar feed, by the ids of their English (mail/mail-messages.ts,
 * MAIL_MESSAGES_EN): ICU messages with the same arguments. Terms as in docs/content-sources.md,
 * "Hindi"; the product's name, people's and children's names and links stay as they are (vaccine
 * names come from the contracts' VACCINE_LABELS_HI).
 */
export const MAIL_MESSAGES_HI = {
  greeting: 'नमस्ते {name},',
  greetingNoName: 'नमस्ते,',
  signature: 'Flourishly',

  'passwordReset.subject': 'अपना Flourishly पासवर्ड बदलें',
  'passwordReset.intro':
    'किसी ने आपके Flourishly खाते का पासवर्ड बदलने के लिए कहा है। नया पासवर्ड चुनने के लिए {minutes} मिनट के अंदर यह लिंक खोलें:',
  'passwordReset.once':
    'यह लिंक सिर्फ़ एक बार काम करता है। अगर आपने इसके लिए नहीं कहा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',

  'invitation.subject': '{invitedBy} ने आपको Flourishly पर {childName} से जुड़ने का न्योता भेजा है',
  'invitation.intro':
    '{invitedBy} ने आपको Flourishly पर {childName} से {role, select, caregiver {देखभाल करने वाले (केयरगिवर) के रूप में जुड़ने का न्योता दिया है, ताकि आप उसके दिन देख सकें और दर्ज कर सकें} other {देखने वाले (व्यूअर) के रूप में जुड़ने का न्योता दिया है, ताकि आप उसकी योजना और प्रगति देख सकें}}।',
  'invitation.accept': 'न्योता स्वीकार करने के लिए {days} दिन के अंदर इस लिंक से साइन इन करें या नया खाता बनाएँ:',
  'invitation.once': 'यह लिंक सिर्फ़ एक बार काम करता है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।',

  'reminder.subject': '{childName} के लिए रिमाइंडर: {what}',
  'reminder.what.checklist': '{age} की उम्र के विकास के पड़ावों की सूची खुल गई है',
  'reminder.checklistAge.months': '{count} महीने',
  'reminder.checklistAge.years': '{count} साल',
  'reminder.what.screening':
    '{months} महीने की उम्र पर {kind, select, autism {ऑटिज़्म की जाँच (स्क्रीनिंग)} other {विकास की सामान्य जाँच (स्क्रीनिंग)}}',
  'reminder.what.dose': '{vaccine}, खुराक {dose}',
  'reminder.text.immunizations':
    '{childName} के टीके की अगली खुराक {on} से लगनी है: {what}। इसके लिए अपने बच्चे के डॉक्टर या क्लिनिक से समय लें।',
  'reminder.text.checklists': '{childName} के विकास के पड़ावों की अगली सूची {on} को खुलती है: {what}। इसमें लगभग दस मिनट लगते हैं।',
  'reminder.text.screenings':
    '{childName} की एक सुझाई गई जाँच (स्क्रीनिंग) लगभग {on} को होनी है: {what}। इसके बारे में अपने बच्चे के डॉक्टर या स्वास्थ्य कार्यकर्ता से पूछें।',
  'reminder.text.weeklyPlan': '{on} से शुरू होने वाले हफ़्ते की नई गतिविधि योजनाएँ तैयार हैं।',
  'reminder.open': 'Flourishly खोलें: {link}',
  'reminder.setting':
    '{kind, select, immunizations {टीकाकरण के रिमाइंडर} checklists {विकास के पड़ावों की सूची के रिमाइंडर} screenings {जाँच (स्क्रीनिंग) के रिमाइंडर} other {हफ़्ते की योजना का सारांश}}',
  'reminder.why': 'आपको यह ईमेल इसलिए मिला है, क्योंकि आपकी Flourishly सेटिंग में "{setting}" चालू है।',
  'reminder.unsubscribe': 'एक क्लिक में ये ईमेल बंद करें: {url}',
  'reminder.settings': 'या सेटिंग में चुनें कि आपको कौन-से रिमाइंडर मिलें: {url}',

  'unsubscribe.title': 'रिमाइंडर के ईमेल बंद करें',
  'unsubscribe.confirm': '“{setting}” के ईमेल बंद करें?',
  'unsubscribe.button': 'ईमेल बंद करें',
  'unsubscribe.done': 'हो गया: अब आपको “{setting}” के ईमेल नहीं मिलेंगे। आप इन्हें सेटिंग में फिर से चालू कर सकते हैं।',

  'digest.subject': 'इस हफ़्ते की गतिविधि योजनाएँ: {names}',
  'digest.child': '{name}:',
  'digest.day': '- {day}: {titles}',
  'digest.nothing': '- इन दिनों के लिए अभी कोई गतिविधि तय नहीं है।',

  'calendar.name': 'Flourishly: टीके, जाँचें और विकास के पड़ावों की सूचियाँ',
  'calendar.title': '{childName}: {what}',
  'calendar.description.immunizations': 'इस दिन से टीके की एक खुराक लगनी है। इसके लिए अपने बच्चे के डॉक्टर या क्लिनिक से समय लें।',
  'calendar.description.screenings':
    'लगभग इस दिन विकास की एक सुझाई गई जाँच (स्क्रीनिंग) होनी है। इसके बारे में अपने बच्चे के डॉक्टर या स्वास्थ्य कार्यकर्ता से पूछें।',
  'calendar.description.checklists': 'विकास के पड़ावों की अगली सूची आज Flourishly में खुलती है।',
};
