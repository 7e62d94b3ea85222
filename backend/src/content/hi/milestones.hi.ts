/**
 * Hindi (Devanagari) text of the milestone checklists: every item by its stable key
 * (`${checklist.key}-${domain}-${n}`, milestone-content.ts `flattenChecklist`), every checklist's
 * title by its key, and the attributions and disclaimers shown with them. The CDC items keep the
 * CDC's meaning; only examples that do not work in Hindi (baby words, rhymes, a name) are replaced
 * by Hindi ones of the same kind. Items speak of the child in the masculine generic form
 * ("बच्चा"), as Indian health leaflets do. Terms: docs/content-sources.md, "Hindi".
 */

/** Hindi of CDC_ATTRIBUTION (cdc-milestones.ts); the programme keeps its English name. */
export const CDC_ATTRIBUTION_HI = 'स्रोत: CDC (अमेरिका का रोग नियंत्रण और रोकथाम केंद्र), “Learn the Signs. Act Early.” कार्यक्रम।';

/** Hindi of CDC_DISCLAIMER (cdc-milestones.ts): the non-endorsement statement and the screening note. */
export const CDC_DISCLAIMER_HI =
  'विकास के पड़ावों की ये सूचियाँ CDC के “Learn the Signs. Act Early.” कार्यक्रम (www.cdc.gov/ActEarly) से ली गई हैं और इनमें कुछ बदलाव किए गए हैं; वहाँ ये मुफ़्त उपलब्ध हैं। ' +
  'इन सामग्रियों के इस्तेमाल का यह अर्थ नहीं है कि अमेरिकी सरकार, अमेरिका का स्वास्थ्य और मानव सेवा विभाग, या रोग नियंत्रण और रोकथाम केंद्र (CDC) इस उत्पाद का समर्थन करते हैं। ' +
  'विकास के पड़ावों की सूची, विकास की जाँच (स्क्रीनिंग) के किसी मानक और प्रमाणित तरीके की जगह नहीं ले सकती।';

/** Hindi of SCHOOL_AGE_SOURCE (school-age-milestones.ts); framework names stay as they are. */
export const SCHOOL_AGE_SOURCE_HI =
  'Flourishly के लिए लिखी गई, सार्वजनिक ढाँचों पर आधारित: CASEL की सामाजिक और भावनात्मक सीख (SEL) की पाँच क्षमताएँ, अमेरिका में हर कक्षा के लिए तय अपेक्षाएँ (Common Core State Standards), ' +
  'शारीरिक शिक्षा के लिए SHAPE America के कक्षा-स्तर के लक्ष्य, और WHO और अमेरिका के शारीरिक गतिविधि संबंधी दिशानिर्देश।';

/** Hindi of SCHOOL_AGE_DISCLAIMER (school-age-milestones.ts). */
export const SCHOOL_AGE_DISCLAIMER_HI =
  'स्कूल की उम्र की ये सूचियाँ Flourishly ने सार्वजनिक ढाँचों के आधार पर लिखी हैं; किसी भी ढाँचे के लेखक ने इनका समर्थन नहीं किया है। ' +
  'ये बताती हैं कि इस उम्र के बहुत-से बच्चे क्या करते हैं; ये जाँच (स्क्रीनिंग) या रोग-पहचान (डायग्नोसिस) का तरीका नहीं हैं, और आपके बच्चे के डॉक्टर या शिक्षक से बातचीत की जगह नहीं लेतीं।';

/** Hindi of the CDC checklists' sections, as the items' citations name them (cdc-milestones.ts). */
const CDC_SECTIONS_HI: Readonly<Record<string, string>> = {
  'Social/Emotional': 'सामाजिक/भावनात्मक',
  'Language/Communication': 'भाषा/बातचीत',
  // The CDC's own heading: "Cognitive (learning, thinking, problem-solving)".
  Cognitive: 'सोच-समझ (सीखना, सोचना, समस्या सुलझाना)',
  'Movement/Physical Development': 'हिलना-डुलना/शारीरिक विकास',
};

/** Hindi of the note on the CDC items placed in our moral domain (cdc-milestones.ts, MORAL_NOTE). */
const CDC_NOTES_HI: Readonly<Record<string, string>> = {
  'mapped to our moral domain: rules, helping and care for others': 'हमारे नैतिक क्षेत्र में रखा गया: नियम, मदद और दूसरों की परवाह',
};

/** A CDC item's citation as cdc-milestones.ts writes it: the checklist's age, its section and a note. */
const CDC_CITATION = /^Source: CDC, Learn the Signs\. Act Early\. Milestone checklist \(2022\), (\d+) (months|years): ([^(]+?)(?: \((.+)\))?$/;

/**
 * The Hindi of a CDC item's citation ("Source: CDC, Learn the Signs. Act Early. Milestone
 * checklist (2022), 4 years: Social/Emotional"), rebuilt from the English: the programme keeps its
 * English name, as in CDC_ATTRIBUTION_HI, so the CDC stays credited. Undefined for a citation of
 * another form, or a section or note without Hindi.
 */
export function cdcCitationHi(source: string): string | undefined {
  const match = CDC_CITATION.exec(source);
  if (!match) return undefined;
  const [, count, unit, section, note] = match;
  const sectionHi = CDC_SECTIONS_HI[section];
  const noteHi = note === undefined ? '' : CDC_NOTES_HI[note];
  if (sectionHi === undefined || noteHi === undefined) return undefined;
  const age = `${count} ${unit === 'months' ? 'महीने' : 'साल'}`;
  return `स्रोत: CDC, Learn the Signs. Act Early. विकास के पड़ावों की सूची (2022), ${age}: ${sectionHi}${noteHi ? ` (${noteHi})` : ''}`;
}

/** Hindi of the school-age items' topics, outcomes, competencies and guidelines, by the English (school-age-milestones.ts). */
const SCHOOL_AGE_CITED_HI: Readonly<Record<string, string>> = {
  // Common Core State Standards, by topic.
  'count to 100': '100 तक गिनती',
  'classify and count': 'चीज़ों को छाँटना और गिनना',
  'fluency within 5': '5 तक जोड़-घटाव फटाफट',
  capitalisation: 'अंग्रेज़ी के बड़े अक्षर',
  'high-frequency words': 'अक्सर आने वाले शब्द',
  'retell stories': 'कहानी दोबारा सुनाना',
  'tell time': 'घड़ी देखकर समय बताना',
  'tens and ones': 'दहाई और इकाई',
  'add and subtract within 20': '20 तक जोड़ना और घटाना',
  'end punctuation': 'वाक्य के अंत के विराम चिह्न',
  fluency: 'धाराप्रवाह पढ़ना',
  'retell stories and their lesson': 'कहानी और उसकी सीख दोबारा सुनाना',
  'tell time to five minutes': 'पाँच मिनट के हिसाब से सही समय बताना',
  'place value to 1000': '1000 तक स्थानीय मान',
  'fluency within 20': '20 तक जोड़-घटाव फटाफट',
  'key ideas and details': 'मुख्य बातें और ब्योरे',
  'informative writing': 'जानकारी देने वाला लेखन',
  'unit fractions': 'इकाई भिन्न',
  'multiply and divide within 100': '100 तक गुणा और भाग',
  'two-step problems': 'दो चरणों वाले सवाल',
  'main idea': 'मुख्य बात',
  'range of reading': 'तरह-तरह की चीज़ें पढ़ना',
  'multi-digit multiplication': 'कई अंकों वाली संख्याओं का गुणा',
  'compare fractions': 'भिन्नों की तुलना',
  'multi-step problems and estimation': 'कई चरणों वाले सवाल और अनुमान',
  'vocabulary acquisition': 'नए शब्द सीखना',
  'theme and summary': 'कहानी का संदेश और सारांश',
  'opinion pieces': 'अपनी राय लिखना',
  'represent and interpret data': 'आँकड़े दिखाना और समझना',
  'decimal operations': 'दशमलव के सवाल',
  'add and subtract fractions': 'भिन्नों को जोड़ना और घटाना',
  'integrate several texts': 'कई पाठों की जानकारी जोड़ना',
  'presentation of knowledge': 'जानकारी सबके सामने रखना',
  'one-step equations': 'एक चरण वाले समीकरण',
  'ratio and rate reasoning': 'अनुपात और दर के सवाल',
  'summarise data': 'आँकड़ों का सारांश',
  'cite textual evidence': 'पाठ से सबूत देना',
  'collaborative discussion': 'मिलकर चर्चा करना',
  arguments: 'तर्क के साथ अपनी बात लिखना',
  // SHAPE America's outcomes.
  catching: 'गेंद पकड़ना',
  'locomotor skills': 'चलने, दौड़ने और कूदने के कौशल',
  skipping: 'एक-एक पैर पर उछलते हुए चलना (स्किपिंग)',
  'underhand throw': 'नीचे से हाथ घुमाकर फेंकना',
  'jumping rope': 'रस्सी कूदना',
  'overhand throw': 'ऊपर से हाथ घुमाकर फेंकना',
  dribbling: 'गेंद को उछालते या लुढ़काते हुए आगे ले जाना (ड्रिबल)',
  'movement in small-sided games': 'छोटी टीमों वाले खेलों में चलना-फिरना',
  'movement skills in games and dance': 'खेल और नाच में चलने-फिरने के कौशल',
  // CASEL's five competencies.
  'self-awareness': 'खुद को समझना',
  'self-management': 'खुद को संभालना',
  'social awareness': 'दूसरों को समझना',
  'relationship skills': 'रिश्ते निभाने के कौशल',
  'responsible decision-making': 'सोच-समझकर ज़िम्मेदारी से फ़ैसले लेना',
  // The activity guidelines.
  'WHO 2020, 60 minutes a day of moderate-to-vigorous activity for ages 5-17':
    'WHO 2020, 5-17 साल की उम्र के लिए रोज़ 60 मिनट मध्यम से तेज़ शारीरिक गतिविधि',
  'U.S. HHS 2018, muscle- and bone-strengthening activity 3 days a week':
    'अमेरिका का HHS 2018, हफ़्ते में 3 दिन माँसपेशियाँ और हड्डियाँ मज़बूत करने वाली गतिविधि',
};

/** "kindergarten" or "grade 3" in Hindi. */
const gradeHi = (grade: string) => (grade === 'kindergarten' ? 'किंडरगार्टन' : `कक्षा ${grade.replace('grade ', '')}`);

/** The school-age items' citations as school-age-milestones.ts writes them, each with its Hindi. */
const SCHOOL_AGE_CITATIONS: readonly [RegExp, (parts: string[]) => string][] = [
  [
    /^Grade-level expectations \(Common Core State Standards\), end of (kindergarten|grade \d+): (\S+) \((.+)\)$/,
    ([grade, code, topic]) => `हर कक्षा के लिए तय अपेक्षाएँ (Common Core State Standards), ${gradeHi(grade)} के अंत तक: ${code} (${SCHOOL_AGE_CITED_HI[topic]})`,
  ],
  [
    /^SHAPE America Grade-Level Outcomes for K-12 Physical Education \(2014\), Standard 1, (kindergarten|grade \d+): (.+)$/,
    ([grade, outcome]) =>
      `SHAPE America के शारीरिक शिक्षा (K-12) के कक्षा-स्तर के लक्ष्य (2014), मानक 1, ${gradeHi(grade)}: ${SCHOOL_AGE_CITED_HI[outcome]}`,
  ],
  [/^CASEL SEL framework: (.+)$/, ([competency]) => `CASEL का सामाजिक और भावनात्मक सीख (SEL) का ढाँचा: ${SCHOOL_AGE_CITED_HI[competency]}`],
  [/^Physical activity guidelines: (.+)$/, ([guideline]) => `शारीरिक गतिविधि के दिशानिर्देश: ${SCHOOL_AGE_CITED_HI[guideline]}`],
];

/**
 * The Hindi of a school-age item's citation (a standard with its code and topic, a physical
 * education outcome, a CASEL competency or an activity guideline), rebuilt from the English:
 * frameworks, codes and bodies keep their names, as SCHOOL_AGE_SOURCE_HI does. Undefined for a
 * citation of another form, or a topic without Hindi.
 */
export function schoolAgeCitationHi(source: string): string | undefined {
  for (const [pattern, hindi] of SCHOOL_AGE_CITATIONS) {
    const match = pattern.exec(source);
    if (!match) continue;
    const parts = match.slice(1);
    const cited = parts[parts.length - 1];
    return SCHOOL_AGE_CITED_HI[cited] === undefined ? undefined : hindi(parts);
  }
  return undefined;
}

/** Hindi title of every checklist, by its key. */
export const CHECKLIST_TITLES_HI: Readonly<Record<string, string>> = {
  'cdc-2m': '2 महीने की उम्र में विकास के पड़ाव',
  'cdc-4m': '4 महीने की उम्र में विकास के पड़ाव',
  'cdc-6m': '6 महीने की उम्र में विकास के पड़ाव',
  'cdc-9m': '9 महीने की उम्र में विकास के पड़ाव',
  'cdc-12m': '12 महीने की उम्र में विकास के पड़ाव',
  'cdc-15m': '15 महीने की उम्र में विकास के पड़ाव',
  'cdc-18m': '18 महीने की उम्र में विकास के पड़ाव',
  'cdc-24m': '2 साल की उम्र में विकास के पड़ाव',
  'cdc-30m': '30 महीने की उम्र में विकास के पड़ाव',
  'cdc-36m': '3 साल की उम्र में विकास के पड़ाव',
  'cdc-48m': '4 साल की उम्र में विकास के पड़ाव',
  'cdc-60m': '5 साल की उम्र में विकास के पड़ाव',
  'school-6y': '6 साल की उम्र में विकास के पड़ाव',
  'school-7y': '7 साल की उम्र में विकास के पड़ाव',
  'school-8y': '8 साल की उम्र में विकास के पड़ाव',
  'school-9y': '9 साल की उम्र में विकास के पड़ाव',
  'school-10y': '10 साल की उम्र में विकास के पड़ाव',
  'school-11y': '11 साल की उम्र में विकास के पड़ाव',
  'school-12y': '12 साल की उम्र में विकास के पड़ाव',
};

/** Hindi text of every milestone item, by its key. */
export const MILESTONE_ITEMS_HI: Readonly<Record<string, string>> = {
  // CDC, 2 months
  'cdc-2m-cognitive-1': 'आप इधर-उधर जाते हैं तो आपको देखता रहता है',
  'cdc-2m-cognitive-2': 'किसी खिलौने को कई सेकंड तक देखता है',
  'cdc-2m-physical-1': 'पेट के बल लिटाने पर सिर ऊपर उठाता है',
  'cdc-2m-physical-2': 'दोनों बाँहें और दोनों पैर हिलाता है',
  'cdc-2m-physical-3': 'थोड़ी देर के लिए हाथ (मुट्ठी) खोलता है',
  'cdc-2m-social-emotional-1': 'बात करने या गोद में उठाने पर शांत हो जाता है',
  'cdc-2m-social-emotional-2': 'आपके चेहरे की ओर देखता है',
  'cdc-2m-social-emotional-3': 'आप पास आते हैं तो आपको देखकर खुश लगता है',
  'cdc-2m-social-emotional-4': 'आप उससे बात करें या उसे देखकर मुस्कुराएँ, तो मुस्कुराता है',
  'cdc-2m-language-1': 'रोने के अलावा दूसरी आवाज़ें भी निकालता है',
  'cdc-2m-language-2': 'तेज़ आवाज़ पर प्रतिक्रिया देता है',

  // CDC, 4 months
  'cdc-4m-cognitive-1': 'भूख लगी हो तो स्तन या बोतल देखकर मुँह खोलता है',
  'cdc-4m-cognitive-2': 'अपने हाथों को दिलचस्पी से देखता है',
  'cdc-4m-physical-1': 'आप गोद में पकड़े हों तो बिना सहारे के सिर स्थिर रखता है',
  'cdc-4m-physical-2': 'आप उसके हाथ में खिलौना दें तो उसे पकड़े रखता है',
  'cdc-4m-physical-3': 'खिलौनों को छूने के लिए बाँह झुलाता है',
  'cdc-4m-physical-4': 'हाथ मुँह तक ले जाता है',
  'cdc-4m-physical-5': 'पेट के बल लेटे हुए कोहनियों या बाँहों के सहारे ऊपर उठता है',
  'cdc-4m-social-emotional-1': 'आपका ध्यान खींचने के लिए अपने-आप मुस्कुराता है',
  'cdc-4m-social-emotional-2': 'आप हँसाने की कोशिश करें तो हल्का-सा खिलखिलाता है (अभी पूरी हँसी नहीं)',
  'cdc-4m-social-emotional-3': 'आपका ध्यान पाने या बनाए रखने के लिए आपको देखता है, हाथ-पैर हिलाता है या आवाज़ें निकालता है',
  'cdc-4m-language-1': '“ऊऊऊ”, “आआह” जैसी आवाज़ें निकालता है (ऊँ-आँ करना)',
  'cdc-4m-language-2': 'आप उससे बात करें तो जवाब में आवाज़ें निकालता है',
  'cdc-4m-language-3': 'आपकी आवाज़ की तरफ़ सिर घुमाता है',

  // CDC, 6 months
  'cdc-6m-cognitive-1': 'चीज़ों को जानने-परखने के लिए मुँह में डालता है',
  'cdc-6m-cognitive-2': 'जो खिलौना चाहिए, उसे पकड़ने के लिए हाथ बढ़ाता है',
  'cdc-6m-cognitive-3': 'और खाना नहीं चाहिए, यह दिखाने के लिए होंठ बंद कर लेता है',
  'cdc-6m-physical-1': 'पेट के बल से पलटकर पीठ के बल आ जाता है',
  'cdc-6m-physical-2': 'पेट के बल लेटे हुए सीधी बाँहों पर शरीर ऊपर उठाता है',
  'cdc-6m-physical-3': 'बैठे हुए हाथ टिकाकर खुद को सहारा देता है',
  'cdc-6m-social-emotional-1': 'जाने-पहचाने लोगों को पहचानता है',
  'cdc-6m-social-emotional-2': 'आईने में खुद को देखना पसंद करता है',
  'cdc-6m-social-emotional-3': 'हँसता है',
  'cdc-6m-language-1': 'आपके साथ बारी-बारी से आवाज़ें निकालता है',
  'cdc-6m-language-2': 'होंठों से “फुर्र” की आवाज़ निकालता है (जीभ बाहर निकालकर फूँकता है)',
  'cdc-6m-language-3': 'किलकारियाँ भरता है',

  // CDC, 9 months
  'cdc-9m-cognitive-1': 'कोई चीज़ गिरकर नज़र से ओझल हो जाए (जैसे उसका चम्मच या खिलौना), तो उसे ढूँढता है',
  'cdc-9m-cognitive-2': 'दो चीज़ों को आपस में टकराकर बजाता है',
  'cdc-9m-physical-1': 'खुद से बैठने की स्थिति में आ जाता है',
  'cdc-9m-physical-2': 'चीज़ों को एक हाथ से दूसरे हाथ में लेता है',
  'cdc-9m-physical-3': 'उँगलियों से खाने को अपनी ओर “समेटता” है',
  'cdc-9m-physical-4': 'बिना सहारे के बैठता है',
  'cdc-9m-social-emotional-1': 'अनजान लोगों के पास शर्माता है, आपसे चिपका रहता है या डरता है',
  'cdc-9m-social-emotional-2': 'चेहरे पर कई तरह के भाव दिखाता है, जैसे खुशी, उदासी, गुस्सा और हैरानी',
  'cdc-9m-social-emotional-3': 'आप उसका नाम पुकारें तो देखता है',
  'cdc-9m-social-emotional-4': 'आप जाते हैं तो प्रतिक्रिया देता है (आपकी ओर देखता है, आपकी ओर हाथ बढ़ाता है या रोता है)',
  'cdc-9m-social-emotional-5': 'पीक-अ-बू (चेहरा छिपाने और फिर दिखाने का खेल) खेलने पर मुस्कुराता या हँसता है',
  'cdc-9m-language-1': '“मामामामा” और “बाबाबाबा” जैसी कई अलग-अलग आवाज़ें निकालता है',
  'cdc-9m-language-2': 'गोद में उठाने के लिए बाँहें ऊपर करता है',

  // CDC, 12 months
  'cdc-12m-cognitive-1': 'किसी चीज़ को किसी बर्तन में डालता है, जैसे कप में ब्लॉक',
  'cdc-12m-cognitive-2': 'आपको कोई चीज़ छिपाते देखकर उसे ढूँढता है, जैसे कंबल के नीचे खिलौना',
  'cdc-12m-physical-1': 'कुछ पकड़कर खुद को ऊपर खींचकर खड़ा हो जाता है',
  'cdc-12m-physical-2': 'फ़र्नीचर पकड़-पकड़कर चलता है',
  'cdc-12m-physical-3': 'बिना ढक्कन वाले कप से पीता है, जब आप कप पकड़े हों',
  'cdc-12m-physical-4': 'अँगूठे और पहली उँगली (तर्जनी) के बीच चीज़ें उठाता है, जैसे खाने के छोटे टुकड़े',
  'cdc-12m-social-emotional-1': 'आपके साथ खेल खेलता है, जैसे ताली बजाने वाले खेल',
  'cdc-12m-language-1': 'हाथ हिलाकर “टाटा” या “बाय-बाय” करता है',
  'cdc-12m-language-2': 'माता या पिता को “माँ”, “मम्मा”, “पापा” या किसी और खास नाम से बुलाता है',
  'cdc-12m-language-3': '“नहीं” का मतलब समझता है (आपके कहने पर पल भर ठहरता है या रुक जाता है)',

  // CDC, 15 months
  'cdc-15m-cognitive-1': 'चीज़ों को सही तरीके से इस्तेमाल करने की कोशिश करता है, जैसे फ़ोन, कप या किताब',
  'cdc-15m-cognitive-2': 'कम से कम दो छोटी चीज़ें एक के ऊपर एक रखता है, जैसे ब्लॉक',
  'cdc-15m-physical-1': 'अपने-आप कुछ कदम चलता है',
  'cdc-15m-physical-2': 'कुछ खाना उँगलियों से खुद खाता है',
  'cdc-15m-social-emotional-1':
    'खेलते समय दूसरे बच्चों की नकल करता है, जैसे किसी दूसरे बच्चे को डिब्बे से खिलौने निकालते देखकर खुद भी निकालना',
  'cdc-15m-social-emotional-2': 'अपनी पसंद की कोई चीज़ आपको दिखाता है',
  'cdc-15m-social-emotional-3': 'उत्साहित होने पर ताली बजाता है',
  'cdc-15m-social-emotional-4': 'किसी नरम गुड़िया या दूसरे खिलौने को गले लगाता है',
  'cdc-15m-social-emotional-5': 'आपसे प्यार जताता है (गले लगाता है, आपसे लिपटता है या आपको चूमता है)',
  'cdc-15m-language-1': '“माँ” या “पापा” के अलावा एक-दो शब्द बोलने की कोशिश करता है, जैसे बॉल के लिए “बा” या पानी के लिए “पा”',
  'cdc-15m-language-2': 'आप किसी जानी-पहचानी चीज़ का नाम लें तो उसकी ओर देखता है',
  'cdc-15m-language-3':
    'इशारे और शब्दों, दोनों के साथ दिए गए निर्देश मानता है, जैसे आप हाथ आगे बढ़ाकर कहें “खिलौना मुझे दो” तो खिलौना आपको दे देता है',
  'cdc-15m-language-4': 'कुछ माँगने या मदद पाने के लिए उँगली से इशारा करता है',

  // CDC, 18 months
  'cdc-18m-cognitive-1': 'घर के कामों में आपकी नकल करता है, जैसे झाड़ू लगाना',
  'cdc-18m-cognitive-2': 'खिलौनों से आसान तरीके से खेलता है, जैसे खिलौना-गाड़ी को धकेलना',
  'cdc-18m-physical-1': 'किसी व्यक्ति या चीज़ को पकड़े बिना चलता है',
  'cdc-18m-physical-2': 'आड़ी-तिरछी लकीरें खींचता है',
  'cdc-18m-physical-3': 'बिना ढक्कन वाले कप से पीता है, कभी-कभी थोड़ा गिरा भी सकता है',
  'cdc-18m-physical-4': 'उँगलियों से खुद खाता है',
  'cdc-18m-physical-5': 'चम्मच इस्तेमाल करने की कोशिश करता है',
  'cdc-18m-physical-6': 'बिना मदद के सोफ़े या कुर्सी पर चढ़ता और उतरता है',
  'cdc-18m-social-emotional-1': 'आपसे दूर जाता है, पर मुड़कर देखता रहता है कि आप पास ही हैं',
  'cdc-18m-social-emotional-2': 'कोई दिलचस्प चीज़ दिखाने के लिए उँगली से इशारा करता है',
  'cdc-18m-social-emotional-3': 'हाथ धुलवाने के लिए आपके आगे हाथ बढ़ाता है',
  'cdc-18m-social-emotional-4': 'आपके साथ किताब के कुछ पन्ने देखता है',
  'cdc-18m-social-emotional-5': 'कपड़े पहनाते समय आपकी मदद करता है, जैसे आस्तीन में बाँह डालना या पैर उठाना',
  'cdc-18m-language-1': '“माँ” या “पापा” के अलावा तीन या ज़्यादा शब्द बोलने की कोशिश करता है',
  'cdc-18m-language-2': 'बिना किसी इशारे के एक कदम वाले निर्देश मानता है, जैसे आप कहें “यह मुझे दो” तो खिलौना आपको दे देता है',

  // CDC, 2 years
  'cdc-24m-cognitive-1': 'एक हाथ में कोई चीज़ पकड़कर दूसरे हाथ से काम करता है, जैसे डिब्बा पकड़कर उसका ढक्कन खोलना',
  'cdc-24m-cognitive-2': 'खिलौने के स्विच, घुंडी या बटन चलाने की कोशिश करता है',
  'cdc-24m-cognitive-3': 'एक साथ एक से ज़्यादा खिलौनों से खेलता है, जैसे खिलौना-प्लेट में खिलौना-खाना रखना',
  'cdc-24m-physical-1': 'गेंद को पैर से मारता है',
  'cdc-24m-physical-2': 'दौड़ता है',
  'cdc-24m-physical-3': 'कुछ सीढ़ियाँ पैरों से चलकर चढ़ता है (हाथों के बल नहीं), मदद से या बिना मदद के',
  'cdc-24m-physical-4': 'चम्मच से खाता है',
  'cdc-24m-social-emotional-1': 'किसी को चोट लगे या कोई परेशान हो तो ध्यान देता है, जैसे किसी को रोता देखकर रुक जाना या उदास दिखना',
  'cdc-24m-social-emotional-2': 'किसी नई स्थिति में कैसे पेश आए, यह जानने के लिए आपके चेहरे की ओर देखता है',
  'cdc-24m-language-1': 'आपके पूछने पर किताब में चीज़ों की ओर इशारा करता है, जैसे “भालू कहाँ है?”',
  'cdc-24m-language-2': 'कम से कम दो शब्द साथ बोलता है, जैसे “और दूध”',
  'cdc-24m-language-3': 'आप दिखाने को कहें तो शरीर के कम से कम दो अंगों की ओर इशारा करता है',
  'cdc-24m-language-4': 'हाथ हिलाने और उँगली से इशारा करने के अलावा और इशारे भी करता है, जैसे हवा में चुम्मी भेजना या “हाँ” में सिर हिलाना',

  // CDC, 30 months
  'cdc-30m-cognitive-1': 'खेल में चीज़ों को कुछ और मानकर इस्तेमाल करता है, जैसे ब्लॉक को खाना मानकर गुड़िया को खिलाना',
  'cdc-30m-cognitive-2': 'समस्या सुलझाने की आसान समझ दिखाता है, जैसे कुछ पकड़ने के लिए छोटे स्टूल पर खड़ा होना',
  'cdc-30m-cognitive-3': 'दो कदम वाले निर्देश मानता है, जैसे “खिलौना नीचे रखो और दरवाज़ा बंद करो”',
  'cdc-30m-cognitive-4': 'दिखाता है कि वह कम से कम एक रंग जानता है, जैसे आप पूछें “लाल वाला कौन-सा है?” तो लाल क्रेयॉन की ओर इशारा करना',
  'cdc-30m-physical-1': 'हाथों से चीज़ें घुमाता है, जैसे दरवाज़े का हैंडल घुमाना या ढक्कन घुमाकर खोलना',
  'cdc-30m-physical-2': 'कुछ कपड़े खुद उतार लेता है, जैसे ढीली पैंट या खुली जैकेट',
  'cdc-30m-physical-3': 'दोनों पैरों से ज़मीन से ऊपर कूदता है',
  'cdc-30m-physical-4': 'जब आप उसे पढ़कर सुनाते हैं, तो किताब के पन्ने एक-एक करके पलटता है',
  'cdc-30m-social-emotional-1': 'दूसरे बच्चों के पास खेलता है और कभी-कभी उनके साथ भी खेलता है',
  'cdc-30m-social-emotional-2': '“मुझे देखो!” कहकर दिखाता है कि वह क्या-क्या कर सकता है',
  'cdc-30m-social-emotional-3':
    'कहने पर रोज़ के आसान काम करता है, जैसे आपके “चलो, सफ़ाई का समय है” कहने पर खिलौने उठाने में मदद करना',
  'cdc-30m-language-1': 'लगभग 50 शब्द बोलता है',
  'cdc-30m-language-2': 'दो या ज़्यादा शब्द साथ बोलता है, जिनमें एक काम बताने वाला शब्द हो, जैसे “कुत्ता भाग”',
  'cdc-30m-language-3': 'आप किताब में किसी चीज़ की ओर इशारा करके पूछें “यह क्या है?” तो उसका नाम बताता है',
  'cdc-30m-language-4': '“मैं”, “मुझे” या “हम” जैसे शब्द बोलता है',

  // CDC, 3 years
  'cdc-36m-cognitive-1': 'आप करके दिखाएँ तो गोला बनाता है',
  'cdc-36m-cognitive-2': 'आप सावधान करें तो गर्म चीज़ों, जैसे चूल्हे, को छूने से बचता है',
  'cdc-36m-physical-1': 'चीज़ों को धागे में पिरोता है, जैसे बड़े मनके या मैकरोनी',
  'cdc-36m-physical-2': 'कुछ कपड़े खुद पहन लेता है, जैसे ढीली पैंट या जैकेट',
  'cdc-36m-physical-3': 'काँटे (फ़ोर्क) से खाता है',
  'cdc-36m-social-emotional-1': 'आपके छोड़कर जाने के 10 मिनट के अंदर शांत हो जाता है, जैसे क्रेच या प्ले स्कूल में छोड़ते समय',
  'cdc-36m-social-emotional-2': 'दूसरे बच्चों पर ध्यान देता है और उनके साथ खेलने लगता है',
  'cdc-36m-language-1': 'आपसे ऐसी बातचीत करता है जिसमें कम से कम दो बार बात का लेन-देन हो (आप कुछ कहें, वह जवाब दे)',
  'cdc-36m-language-2': '“कौन”, “क्या”, “कहाँ” या “क्यों” वाले सवाल पूछता है, जैसे “मम्मी/पापा कहाँ हैं?”',
  'cdc-36m-language-3': 'पूछने पर बताता है कि तस्वीर या किताब में क्या काम हो रहा है, जैसे “दौड़ रहा है”, “खा रहा है” या “खेल रहा है”',
  'cdc-36m-language-4': 'पूछने पर अपना पहला नाम बताता है',
  'cdc-36m-language-5': 'ज़्यादातर समय इतना साफ़ बोलता है कि दूसरे लोग समझ सकें',

  // CDC, 4 years
  'cdc-48m-cognitive-1': 'चीज़ों के कुछ रंगों के नाम बताता है',
  'cdc-48m-cognitive-2': 'किसी जानी-पहचानी कहानी में आगे क्या होता है, यह बताता है',
  'cdc-48m-cognitive-3': 'इंसान का ऐसा चित्र बनाता है जिसमें शरीर के तीन या ज़्यादा अंग हों',
  'cdc-48m-physical-1': 'ज़्यादातर बार बड़ी गेंद पकड़ लेता है',
  'cdc-48m-physical-2': 'किसी बड़े की निगरानी में खुद खाना परोसता है या गिलास में पानी डालता है',
  'cdc-48m-physical-3': 'कुछ बटन खोल लेता है',
  'cdc-48m-physical-4': 'क्रेयॉन या पेंसिल को उँगलियों और अँगूठे के बीच पकड़ता है (मुट्ठी में नहीं)',
  'cdc-48m-social-emotional-1': 'खेलते समय कुछ और होने का नाटक करता है (टीचर, सुपरहीरो, कुत्ता)',
  'cdc-48m-social-emotional-2': 'आस-पास कोई बच्चा न हो तो बच्चों के साथ खेलने जाने को कहता है, जैसे “क्या मैं आरव के साथ खेल सकता हूँ?”',
  'cdc-48m-social-emotional-3': 'खतरे से बचता है, जैसे खेल के मैदान में बहुत ऊँचाई से न कूदना',
  'cdc-48m-language-1': 'चार या ज़्यादा शब्दों वाले वाक्य बोलता है',
  'cdc-48m-language-2': 'किसी गीत, कहानी या बाल-कविता के कुछ शब्द बोलता है',
  'cdc-48m-language-3': 'अपने दिन में हुई कम से कम एक बात बताता है, जैसे “मैंने फ़ुटबॉल खेला”',
  'cdc-48m-language-4': 'आसान सवालों के जवाब देता है, जैसे “कोट किस काम आता है?” या “क्रेयॉन किस काम आता है?”',
  'cdc-48m-moral-1': 'जिन्हें चोट लगी हो या जो दुखी हों, उन्हें दिलासा देता है, जैसे रोते हुए दोस्त को गले लगाना',
  'cdc-48m-moral-2': '“मददगार” बनना पसंद करता है',
  'cdc-48m-moral-3': 'जगह के हिसाब से अपना व्यवहार बदलता है (पूजा-स्थल, पुस्तकालय, खेल का मैदान)',

  // CDC, 5 years
  'cdc-60m-cognitive-1': '10 तक गिनती गिनता है',
  'cdc-60m-cognitive-2': 'आप 1 से 5 के बीच की कुछ संख्याओं की ओर इशारा करें तो उनके नाम बताता है',
  'cdc-60m-cognitive-3': 'समय बताने वाले शब्द इस्तेमाल करता है, जैसे “कल” (बीता हुआ या आने वाला), “सुबह” या “रात”',
  'cdc-60m-cognitive-4':
    'कहानी सुनने या चित्रकारी और हस्तकला जैसी गतिविधियों में 5 से 10 मिनट तक ध्यान लगाता है (स्क्रीन टाइम नहीं गिना जाता)',
  'cdc-60m-cognitive-5': 'अपने नाम के कुछ अक्षर लिखता है',
  'cdc-60m-cognitive-6': 'आप कुछ अक्षरों की ओर इशारा करें तो उनके नाम बताता है',
  'cdc-60m-physical-1': 'कुछ बटन लगा लेता है',
  'cdc-60m-physical-2': 'एक पैर पर कूदता है',
  'cdc-60m-social-emotional-1': 'आपके लिए गाता है, नाचता है या अभिनय करता है',
  'cdc-60m-language-1':
    'सुनी हुई या खुद बनाई कहानी सुनाता है जिसमें कम से कम दो घटनाएँ हों, जैसे पेड़ पर फँसी बिल्ली और उसे बचाने वाला फ़ायरमैन',
  'cdc-60m-language-2': 'आपके पढ़कर या सुनाकर खत्म करने के बाद किताब या कहानी के बारे में आसान सवालों के जवाब देता है',
  'cdc-60m-language-3': 'तीन से ज़्यादा बार बात का लेन-देन करते हुए बातचीत जारी रखता है',
  'cdc-60m-language-4': 'आसान तुकबंदी करता है या पहचानता है (जैसे बिल्ली-दिल्ली, आम-काम)',
  'cdc-60m-moral-1': 'दूसरे बच्चों के साथ खेलते समय नियम मानता है या अपनी बारी का इंतज़ार करता है',
  'cdc-60m-moral-2': 'घर पर आसान काम करता है, जैसे मोज़ों की जोड़ी मिलाना या खाने के बाद मेज़ से बर्तन उठाना',

  // School age, 6 years
  'school-6y-cognitive-1': 'एक-एक करके और दस-दस करके 100 तक गिनता है',
  'school-6y-cognitive-2': '5 तक के जोड़ और घटाव जल्दी कर लेता है, हर चीज़ गिने बिना',
  'school-6y-cognitive-3': 'चीज़ों को समूहों में छाँटता है, हर समूह को गिनता है और बताता है कि किसमें ज़्यादा हैं',
  'school-6y-physical-1': 'संतुलन बनाए रखते हुए एक पैर पर कूदता है, घोड़े जैसी चाल (गैलप) चलता है, दौड़ता है और बगल की ओर सरकता है',
  'school-6y-physical-2': 'कोई बड़ा व्यक्ति धीरे से बड़ी गेंद उछाले, तो उसे पकड़ लेता है',
  'school-6y-physical-3': 'ज़्यादातर दिनों में लगभग एक घंटा शारीरिक रूप से सक्रिय रहता है',
  'school-6y-social-emotional-1': 'अपने अंदर की बुनियादी भावनाओं के नाम बताता है (खुश, उदास, गुस्सा, डरा हुआ)',
  'school-6y-social-emotional-2': 'ज़्यादातर समय समूह के खेल में अपनी बारी का इंतज़ार करता है',
  'school-6y-social-emotional-3': 'कम से कम एक दूसरे बच्चे के साथ मिल-जुलकर खेलता है',
  'school-6y-language-1': 'बार-बार आने वाले आम शब्द देखते ही पढ़ लेता है (जैसे अंग्रेज़ी में the, is, you और my)',
  'school-6y-language-2': 'कोई जानी-पहचानी कहानी उसकी मुख्य बातों के साथ फिर से सुनाता है',
  'school-6y-language-3': 'अंग्रेज़ी में एक आसान वाक्य लिखता है जो बड़े अक्षर (कैपिटल लेटर) से शुरू होता है',
  'school-6y-moral-1': 'किसी को चोट पहुँचाने के बाद माफ़ी माँगता है और बात सुधारने की कोशिश करता है',
  'school-6y-moral-2': 'ज़्यादातर समय अपनी गलती के बारे में सच बोलता है',
  'school-6y-moral-3': 'कहने पर बिना नखरे के अपनी चीज़ें दूसरों के साथ बाँटता है',

  // School age, 7 years
  'school-7y-cognitive-1': '20 तक जोड़ और घटाव करता है, और 10 तक के जोड़-घटाव उँगलियों पर गिने बिना',
  'school-7y-cognitive-2': 'सुइयों वाली घड़ी में पूरे घंटे और आधे घंटे का समय बताता है',
  'school-7y-cognitive-3': 'दो अंकों वाली संख्या को दहाई और इकाई के रूप में समझता है (34 में 3 दहाई और 4 इकाई)',
  'school-7y-physical-1': 'एक पैर पर कूदना, घोड़े जैसी चाल (गैलप), धीरे-धीरे दौड़ना और बगल की ओर सरकना आसानी से करता है',
  'school-7y-physical-2': 'कोई बड़ा व्यक्ति नरम गेंद उछाले, तो उसे पकड़ लेता है',
  'school-7y-physical-3': 'ज़्यादातर दिनों में दौड़ने, कूदने या चढ़ने वाले खेल खेलता है',
  'school-7y-social-emotional-1': 'बताता है कि वह जैसा महसूस कर रहा है, वैसा क्यों महसूस कर रहा है',
  'school-7y-social-emotional-2': 'परेशान होने पर शांत होने का कोई तरीका अपनाता है (गहरी साँसें लेना, थोड़ी देर अकेले रहने को कहना)',
  'school-7y-social-emotional-3': 'कोई दोस्त अकेला छूट जाए तो ध्यान देता है और उसे अपने साथ शामिल करता है',
  'school-7y-language-1': 'छोटी किताबें ज़ोर से और सही-सही पढ़ता है, कम गलतियों के साथ',
  'school-7y-language-2': 'कहानी को मुख्य बातों के साथ फिर से सुनाता है और बताता है कि उससे क्या सीख मिलती है',
  'school-7y-language-3': 'ऐसा वाक्य लिखता है जो पूर्ण विराम (। या .), प्रश्नचिह्न (?) या विस्मयादिबोधक चिह्न (!) पर खत्म होता है',
  'school-7y-moral-1': 'हार रहा हो तब भी खेल के तय किए गए नियम मानता है',
  'school-7y-moral-2': 'बता सकता है कि बारी-बारी से खेलने जैसा नियम क्यों सबके लिए ठीक (निष्पक्ष) है',
  'school-7y-moral-3': 'कभी-कभी बिना कहे घर के कामों में मदद करता है',

  // School age, 8 years
  'school-8y-cognitive-1': '10 + 10 तक के जोड़ उसे ज़ुबानी याद हैं',
  'school-8y-cognitive-2': 'सुइयों वाली घड़ी में पाँच-पाँच मिनट के हिसाब से सबसे नज़दीकी समय बताता है',
  'school-8y-cognitive-3': 'तीन अंकों वाली संख्याओं में सैकड़ा, दहाई और इकाई समझता है',
  'school-8y-physical-1': 'उल्टी तरफ़ का हाथ और पैर साथ झुलाते हुए आसानी से उछल-उछलकर चलता है (स्किपिंग)',
  'school-8y-physical-2': 'साथी की ओर नीचे से हाथ घुमाकर गेंद फेंकता है',
  'school-8y-physical-3': 'हफ़्ते में कुछ बार चढ़ने, कूदने या मांसपेशियों और हड्डियों को मज़बूत करने वाले दूसरे खेल खेलता है',
  'school-8y-social-emotional-1': 'बताता है कि वह किसमें अच्छा है और किसमें सुधार करना चाहता है',
  'school-8y-social-emotional-2': 'किसी कठिन काम में 15 से 20 मिनट तक लगा रहता है',
  'school-8y-social-emotional-3': 'दोस्तों के साथ छोटे-मोटे मतभेद किसी बड़े की मदद के बिना सुलझा लेता है',
  'school-8y-language-1': 'अपनी कक्षा के स्तर की किताबें ज़ोर से, बिना अटके और सही-सही पढ़ता है',
  'school-8y-language-2': 'किसी कहानी के बारे में कौन, क्या, कहाँ, कब, क्यों और कैसे वाले सवालों के जवाब देता है',
  'school-8y-language-3': 'एक विषय पर कई वाक्य लिखता है, जिनमें जानकारी (तथ्य) हो और एक अंत हो',
  'school-8y-moral-1': 'समझता है कि दूसरे लोग किसी स्थिति को अलग नज़र से देख सकते हैं',
  'school-8y-moral-2': 'वादा निभाता है, या न निभा पाए तो यह मान लेता है',
  'school-8y-moral-3': 'जिस बच्चे को चिढ़ाया जा रहा हो, उसके पक्ष में खड़ा होता है या किसी बड़े को बताता है',

  // School age, 9 years
  'school-9y-cognitive-1': '10 × 10 तक के पहाड़े (गुणा) उसे ज़ुबानी याद हैं',
  'school-9y-cognitive-2': 'दो चरणों वाला इबारती सवाल (शब्दों में लिखा सवाल) हल करता है',
  'school-9y-cognitive-3': 'आधा, एक-तिहाई और एक-चौथाई जैसी भिन्नों को किसी पूरी चीज़ के बराबर हिस्सों के रूप में समझता है',
  'school-9y-physical-1': 'निशाने की ओर ऊपर से हाथ घुमाकर गेंद फेंकता है और साथ में उल्टी तरफ़ का पैर आगे बढ़ाता है',
  'school-9y-physical-2': 'घूमती हुई लंबी या छोटी रस्सी पर लगातार कई बार कूदता है',
  'school-9y-physical-3': 'रोज़ लगभग एक घंटा सक्रिय रहता है, जिसमें कुछ तेज़ गतिविधि भी होती है',
  'school-9y-social-emotional-1': 'अपने शरीर में तनाव के संकेत पहचानता है और उनके नाम बताता है',
  'school-9y-social-emotional-2': 'एक छोटा लक्ष्य तय करता है और अपनी प्रगति जाँचता है',
  'school-9y-social-emotional-3': 'दोस्ती बनाए रखता है और अनबन के बाद उसे फिर से ठीक करता है',
  'school-9y-language-1': 'अध्यायों वाली किताबें खुद पढ़ता है',
  'school-9y-language-2': 'जानकारी देने वाले किसी छोटे पाठ का मुख्य विचार और उसे सहारा देने वाली बातें ढूँढता है',
  'school-9y-language-3': 'एक छोटी रिपोर्ट लिखता है जिसमें आपस में जुड़ी बातें एक साथ रखी हों',
  'school-9y-moral-1': 'कुछ करने से पहले सोचता है कि उसके फ़ैसले का दूसरों पर क्या असर होगा',
  'school-9y-moral-2': 'जिन लोगों की संस्कृति या विचार उससे अलग हों, उनका सम्मान करता है',
  'school-9y-moral-3': 'जो चीज़ें उसकी नहीं हैं, उन्हें लौटा देता है, तब भी जब कोई देख न रहा हो',

  // School age, 10 years
  'school-10y-cognitive-1': 'दो या तीन अंकों की संख्या को एक अंक की संख्या से गुणा करता है',
  'school-10y-cognitive-2': '2/3 और 3/4 जैसी भिन्नों की तुलना करता है',
  'school-10y-cognitive-3': 'कई चरणों वाले इबारती सवाल हल करता है और जाँचता है कि जवाब ठीक लगता है या नहीं',
  'school-10y-physical-1': 'साथी या निशाने की ओर ऊपर से हाथ घुमाकर आसानी से और सही-सही गेंद फेंकता है',
  'school-10y-physical-2': 'चलते हुए हाथों या पैरों से गेंद को अपने साथ ले जाता है (ड्रिबल करता है)',
  'school-10y-physical-3': 'हफ़्ते में कुछ बार ताक़त बढ़ाने वाली गतिविधियाँ करता है, जैसे चढ़ना, पुश-अप या कूदना',
  'school-10y-social-emotional-1': 'मिली-जुली या उलझी भावनाओं के बारे में बात करता है (जैसे, उत्साह और घबराहट एक साथ)',
  'school-10y-social-emotional-2': 'थोड़ा-सा याद दिलाने पर ही होमवर्क के लिए अपना समय संभाल लेता है',
  'school-10y-social-emotional-3': 'समूह में अच्छी तरह काम करता है और काम बराबर बाँटता है',
  'school-10y-language-1': 'किसी कहानी का सार अपने शब्दों में बताता है',
  'school-10y-language-2': 'किसी अनजान शब्द का मतलब आस-पास के वाक्यों से या शब्दकोश से पता करता है',
  'school-10y-language-3': 'अपनी राय लिखता है और उसके पक्ष में कारण देता है',
  'school-10y-moral-1': 'उदाहरण देकर समझाता है कि ईमानदारी क्यों ज़रूरी है',
  'school-10y-moral-2': 'जब नियम या फ़ैसले किसी समूह पर असर डालें, तो सोचता है कि क्या यह सबके लिए ठीक (निष्पक्ष) है',
  'school-10y-moral-3': 'जिस बात को वह गलत जानता है, उसमें दूसरों के साथ शामिल होने से मना करता है',

  // School age, 11 years
  'school-11y-cognitive-1': 'अलग-अलग हर (नीचे की संख्या) वाली भिन्नों को जोड़ता और घटाता है',
  'school-11y-cognitive-2': 'दशमलव संख्याओं को जोड़ता और घटाता है, जैसे पैसों की रकम',
  'school-11y-cognitive-3': 'नाप-तोल के आँकड़ों से लाइन प्लॉट (संख्या रेखा पर बिंदुओं वाला चित्र) पढ़ता और बनाता है',
  'school-11y-physical-1': 'टीम वाले खेलों में दौड़ना, चकमा देना और दिशा बदलना एक साथ कर लेता है',
  'school-11y-physical-2': 'किसी टीम खेल या नियमित शारीरिक गतिविधि में भाग लेता है',
  'school-11y-physical-3': 'हफ़्ते में कुछ बार मांसपेशियों और हड्डियों को मज़बूत करने वाली गतिविधि करता है',
  'school-11y-social-emotional-1': 'अपनी खूबियों, रुचियों और मूल्यों के बारे में बताता है',
  'school-11y-social-emotional-2': 'परीक्षा या खेल से पहले झुँझलाहट या चिंता से निपटने के तरीके अपनाता है',
  'school-11y-social-emotional-3': 'सामाजिक स्थितियों को समझता है और उनके हिसाब से अपना व्यवहार बदलता है',
  'school-11y-language-1': 'एक ही विषय पर दो पाठों में दी गई जानकारी की तुलना करता है',
  'school-11y-language-2': 'कई अनुच्छेदों वाला लेख लिखता है, जिसमें शुरुआत (भूमिका) और अंत (निष्कर्ष) हो',
  'school-11y-language-3': 'तथ्यों और ब्योरों के साथ किसी विषय को दूसरों के सामने साफ़-साफ़ रखता है',
  'school-11y-moral-1': 'फ़ैसला लेने से पहले सोचता है कि उसका अपने और दूसरों पर क्या नतीजा होगा',
  'school-11y-moral-2': 'दूसरों के साथ आमने-सामने की तरह ऑनलाइन भी अच्छा व्यवहार करता है',
  'school-11y-moral-3': 'टीम या समूह के प्रति अपनी ज़िम्मेदारी निभाता है',

  // School age, 12 years
  'school-12y-cognitive-1': 'अनुपात और दर के साथ काम करता है, जैसे रेसिपी में सामग्री का अनुपात या रफ़्तार',
  'school-12y-cognitive-2': 'एक अज्ञात मान वाले आसान समीकरण हल करता है, जैसे x + 7 = 15',
  'school-12y-cognitive-3':
    'आँकड़ों के किसी समूह को उसके बीच के मान और फैलाव से बताता है, जैसे माध्य (औसत) या परिसर (सबसे बड़े और सबसे छोटे मान का अंतर)',
  'school-12y-physical-1': 'खेल या नृत्य के ज़्यादा कठिन कौशल सीखता है और उनका अभ्यास करता है',
  'school-12y-physical-2': 'ज़्यादातर दिनों में लगभग 60 मिनट मध्यम से तेज़ शारीरिक गतिविधि करता है',
  'school-12y-physical-3': 'हफ़्ते में कम से कम 3 दिन मांसपेशियों और हड्डियों को मज़बूत करने वाली गतिविधि करता है',
  'school-12y-social-emotional-1': 'पहचानता है कि उसकी भावनाएँ उसके फ़ैसलों पर कैसे असर डालती हैं',
  'school-12y-social-emotional-2': 'लंबे समय के किसी लक्ष्य तक पहुँचने की योजना बनाता है',
  'school-12y-social-emotional-3': 'ज़रूरत हो तो मदद माँगता है, और किसी और को ज़रूरत हो तो मदद करता है',
  'school-12y-language-1': 'किसी पाठ के बारे में अपनी बात के पक्ष में उसी पाठ से सबूत देता है',
  'school-12y-language-2': 'साफ़ कारणों और सबूतों के साथ तर्क लिखता है',
  'school-12y-language-3': 'समूह चर्चा को ध्यान से सुनता है और सम्मान के साथ उसमें अपनी बात जोड़ता है',
  'school-12y-moral-1': 'किसी नैतिक सवाल पर, जैसे क्या न्यायपूर्ण है, अलग-अलग नज़रियों को तौलता है',
  'school-12y-moral-2': 'दोस्त दबाव डालें तब भी अपने मूल्यों के हिसाब से काम करता है',
  'school-12y-moral-3': 'अपने समुदाय, स्कूल या दुनिया में निष्पक्षता की परवाह दिखाता है',
};
