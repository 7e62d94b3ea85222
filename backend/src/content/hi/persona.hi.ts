/**
 * Hindi (Devanagari) of the personas (packages/contracts/src/persona.ts): each persona's name, and
 * each reason phrase the child page shows under it, by the English. The persona's number
 * (`personaType`) is its code and is not translated. The child is spoken of in the masculine
 * generic, as in the rest of the Hindi content (docs/content-sources.md, "Hindi").
 */
export const PERSONA_NAMES_HI: Readonly<Record<string, string>> = {
  'Curious Scholar': 'जिज्ञासु विद्यार्थी',
  'Expressive Communicator': 'खुलकर बात कहने वाला',
  'Active Explorer': 'सक्रिय खोजी',
  'Empathetic Friend': 'हमदर्द दोस्त',
  'Thoughtful Observer': 'विचारशील दर्शक',
  'Balanced Learner': 'संतुलित सीखने वाला',
  'Creative Dreamer': 'कल्पनाशील रचनाकार',
  'Energetic Adventurer': 'ऊर्जावान साहसी',
  'Analytical Thinker': 'तार्किक विचारक',
  'Natural Leader': 'स्वाभाविक नेता',
};

/** The reason phrases of persona scoring ("loves building and puzzles"), by the English. */
export const PERSONA_REASONS_HI: Readonly<Record<string, string>> = {
  // Primary concern
  'cognitive focus': 'सोचने-समझने के विकास पर ध्यान',
  'language focus': 'भाषा के विकास पर ध्यान',
  'physical focus': 'शारीरिक विकास पर ध्यान',
  'social-emotional focus': 'सामाजिक और भावनात्मक विकास पर ध्यान',
  'moral focus': 'नैतिक विकास पर ध्यान',
  // Temperament
  'calm and adaptable': 'शांत और हालात के साथ ढल जाने वाला',
  'very active and energetic': 'बहुत सक्रिय और ऊर्जा से भरा',
  'sensitive and cautious': 'संवेदनशील और सावधान',
  'intense reactions': 'तीव्र प्रतिक्रियाएँ',
  'persistent and determined': 'लगन वाला और दृढ़',
  // Social preference
  'outgoing with people': 'लोगों से खुलकर मिलता है',
  'warms up to a few people': 'कुछ ही लोगों से घुलता-मिलता है',
  'shy with new people': 'नए लोगों से शर्माता है',
  'watches before joining in': 'शामिल होने से पहले देखता है',
  'happy playing alone': 'अकेले खेलकर खुश रहता है',
  // Preferred activities
  'loves sensory play': 'छूकर, सुनकर और देखकर खेलना पसंद है',
  'loves physical play': 'भाग-दौड़ वाले खेल पसंद हैं',
  'loves arts and crafts': 'चित्रकारी और हस्तकला पसंद है',
  'loves music and dancing': 'संगीत और नाच पसंद है',
  'loves building and puzzles': 'चीज़ें बनाना और पहेलियाँ पसंद हैं',
  'loves pretend play': 'झूठ-मूठ के खेल पसंद हैं',
  'loves nature and the outdoors': 'प्रकृति और बाहर रहना पसंद है',
  'loves books and stories': 'किताबें और कहानियाँ पसंद हैं',
  // Mood when facing challenges
  'keeps trying at challenges': 'मुश्किल आने पर कोशिश करता रहता है',
  'asks for help with challenges': 'मुश्किल आने पर मदद माँगता है',
  'frustrated by challenges': 'मुश्किल आने पर झुँझला जाता है',
  'discouraged by challenges': 'मुश्किल आने पर हिम्मत हार जाता है',
  'steps back from challenges': 'मुश्किल आने पर पीछे हट जाता है',
  // Physical activity level
  'always on the move': 'हमेशा चलता-फिरता रहता है',
  'moderately active': 'ठीक-ठाक सक्रिय',
  'active in bursts': 'कभी-कभी बहुत सक्रिय',
  'prefers calm activities': 'शांत गतिविधियाँ पसंद करता है',
  'prefers to stay still': 'एक जगह टिके रहना पसंद करता है',
  // Social skills
  'leads in groups': 'समूह में आगे रहकर अगुआई करता है',
  'cooperates well with others': 'दूसरों के साथ अच्छी तरह मिलकर काम करता है',
  'values one close friend': 'एक पक्के दोस्त को अहमियत देता है',
  'enjoys adult company': 'बड़ों का साथ पसंद करता है',
  // Balanced Learner's head start
  'no one area stands out in the answers': 'जवाबों में कोई एक क्षेत्र अलग से नहीं उभरता',
};
