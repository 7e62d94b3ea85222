import type { ImmunisationScheduleData, Vaccine } from './types';

/**
 * Hindi (Devanagari) of the immunisation schedules' texts, for the screens, reports and mails that
 * show them in Hindi: each vaccine's name (its code stays the key, and its abbreviation stays in
 * Latin letters, as on Indian vaccination cards), each schedule's name, edition and source, and
 * each dose label and note by its English. Drafted in-house, to be reviewed with the schedules
 * (README.md; docs/content-sources.md, "Hindi"). The notes say what mf-dashboard's catalog says.
 */
export const VACCINE_LABELS_HI: Readonly<Record<Vaccine, string>> = {
  BCG: 'BCG (टीबी, यानी तपेदिक से बचाव)',
  OPV: 'पोलियो, मुँह से दी जाने वाली खुराक (OPV)',
  HepB: 'हेपेटाइटिस बी',
  DTP: 'डिप्थीरिया, टिटनेस, काली खाँसी (DTaP/DTwP)',
  Hib: 'Hib (हीमोफ़िलस इन्फ़्लुएंज़ा टाइप बी)',
  IPV: 'पोलियो, इंजेक्शन वाला टीका (IPV)',
  PCV: 'न्यूमोकोकल (PCV)',
  RV: 'रोटावायरस',
  Influenza: 'इन्फ़्लुएंज़ा (फ़्लू)',
  TCV: 'टाइफ़ाइड कॉन्जुगेट (TCV)',
  MMR: 'खसरा, गलसुआ (मम्प्स), रूबेला (MMR)',
  HepA: 'हेपेटाइटिस ए',
  Varicella: 'चिकनपॉक्स, यानी छोटी माता (वैरिसेला)',
  Tdap: 'टिटनेस, डिप्थीरिया, काली खाँसी का बूस्टर (Tdap)',
  HPV: 'ह्यूमन पैपिलोमा वायरस (HPV)',
  MenACWY: 'मेनिन्जोकोकल ACWY',
};

/** A schedule's name, edition and source in Hindi, by its English name (IAP_SCHEDULE, CDC_SCHEDULE). */
export const SCHEDULE_TEXTS_HI: Readonly<Record<string, Pick<ImmunisationScheduleData, 'name' | 'edition' | 'source'>>> = {
  'IAP (India)': {
    name: 'IAP (भारत)',
    edition: 'IAP-ACVIP की सुझाई गई टीकाकरण सारणी 2020-21',
    source:
      'भारतीय बाल रोग अकादमी (IAP) की टीकों और टीकाकरण पद्धतियों पर सलाहकार समिति (ACVIP): 0 से 18 साल तक के बच्चों के लिए सुझाई गई टीकाकरण सारणी (2020-21), नियमित इस्तेमाल के टीके।',
  },
  'CDC (United States)': {
    name: 'CDC (अमेरिका)',
    edition: 'CDC की बच्चों और किशोरों की टीकाकरण सारणी 2025',
    source:
      'अमेरिका के रोग नियंत्रण और रोकथाम केंद्र (CDC): 18 साल या उससे कम उम्र के बच्चों और किशोरों के लिए सुझाई गई टीकाकरण सारणी, संयुक्त राज्य अमेरिका, 2025; नियमित सिफ़ारिशें।',
  },
};

/** The dose labels of the schedules in Hindi, by the English label ("Booster 1"). */
export const DOSE_LABELS_HI: Readonly<Record<string, string>> = {
  'Birth dose (OPV 0)': 'जन्म के समय की खुराक (OPV 0)',
  Booster: 'बूस्टर खुराक',
  'Booster 1': 'बूस्टर खुराक 1',
  'Booster 2': 'बूस्टर खुराक 2',
  'DTaP 1': 'DTaP 1',
  'DTaP 2': 'DTaP 2',
  'DTaP 3': 'DTaP 3',
  'DTaP 4': 'DTaP 4',
  'DTaP 5': 'DTaP 5',
};

/** The notes of the schedules in Hindi, by the English note. */
export const DOSE_NOTES_HI: Readonly<Record<string, string>> = {
  'Within 24 hours of birth.': 'जन्म के 24 घंटे के अंदर।',
  'Rotavirus vaccines of the RV1 brand need two doses; the other brands three.':
    'RV1 ब्रांड के रोटावायरस टीके की दो खुराकें लगती हैं; बाकी ब्रांड की तीन।',
  'Then once a year, before the monsoon, until 5 years of age.': 'उसके बाद 5 साल की उम्र तक हर साल एक बार, मानसून से पहले।',
  'The fourth dose comes with a combination vaccine.': 'चौथी खुराक कॉम्बिनेशन (मिले-जुले) टीके के साथ लगती है।',
  'Only for the inactivated vaccine; the live vaccine is one dose.':
    'सिर्फ़ निष्क्रिय (इनएक्टिवेटेड) टीके के लिए; जीवित (लाइव) टीके की एक ही खुराक होती है।',
  'Six months after the first dose.': 'पहली खुराक के छह महीने बाद।',
  'Only for the three-dose brand (RV5).': 'सिर्फ़ तीन खुराक वाले ब्रांड (RV5) के लिए।',
  'Not needed with the two-dose brand (PedvaxHIB).': 'दो खुराक वाले ब्रांड (PedvaxHIB) के साथ इसकी ज़रूरत नहीं।',
  'A second dose four weeks after the first in the first season; then one dose every year.':
    'पहले मौसम में पहली खुराक के चार हफ़्ते बाद दूसरी खुराक; उसके बाद हर साल एक खुराक।',
  'May start at 9 years.': '9 साल की उम्र से भी शुरू हो सकता है।',
  'Six to twelve months after the first dose.': 'पहली खुराक के छह से बारह महीने बाद।',
};
