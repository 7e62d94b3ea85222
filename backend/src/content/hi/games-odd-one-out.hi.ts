/**
 * Hindi (Devanagari) of Odd One Out's pre-reader level 1 (games/content/banks/cognitive.ts,
 * ODD_ONE_OUT), answered with pictures: each question, explanation and hint by its English.
 * Levels 2-5, in words, are in games-odd-one-out-words.hi.ts.
 */
export const ODD_ONE_OUT_HI: Readonly<Record<string, string>> = {
  'Which picture is not a shape?': 'कौन-सा चित्र आकार नहीं है?',
  'A fish is an animal; circles, squares and triangles are shapes.': 'मछली एक जानवर है; गोला, वर्ग और त्रिभुज आकार हैं।',
  'Which one can swim?': 'कौन तैर सकता है?',
  'Which picture is not in the sky?': 'कौन-सा चित्र आसमान में नहीं होता?',
  'A ball is a toy; the sun, the moon and clouds are in the sky.': 'गेंद एक खिलौना है; सूरज, चाँद और बादल आसमान में होते हैं।',
  'Look up: which one would you not see there?': 'ऊपर देखिए: वहाँ कौन-सी चीज़ नहीं दिखेगी?',
  'Which picture is not a part of your body?': 'कौन-सा चित्र आपके शरीर का हिस्सा नहीं है?',
  'A ball is a toy; hands, noses and feet are parts of your body.': 'गेंद एक खिलौना है; हाथ, नाक और पैर आपके शरीर के हिस्से हैं।',
  'Which one can you throw?': 'आप किसे फेंक सकते हैं?',
  'Which picture does not grow?': 'कौन-सा चित्र बढ़ता नहीं है?',
  'A block is a toy and is not alive, so it does not grow; flowers, leaves and fish do.':
    'ब्लॉक एक खिलौना है और उसमें जान नहीं है, इसलिए वह बढ़ता नहीं; फूल, पत्ते और मछलियाँ बढ़ते हैं।',
  'Which one is not alive?': 'किसमें जान नहीं है?',
  'Which picture has no corners?': 'किस चित्र में कोई कोना नहीं है?',
  'A circle is round all the way; squares, triangles and rectangles have corners.': 'गोला पूरा का पूरा गोल होता है; वर्ग, त्रिभुज और आयत में कोने होते हैं।',
  'Which one is round?': 'कौन-सा गोल है?',
  'Which picture do you not see in the sky at night?': 'रात में आसमान में कौन-सा चित्र नहीं दिखता?',
  'The sun shines in the day; at night we see the moon and the stars.': 'सूरज दिन में चमकता है; रात में हमें चाँद और तारे दिखते हैं।',
  'Which one makes it daytime?': 'किससे दिन होता है?',
  'Which picture is not part of a plant?': 'कौन-सा चित्र पौधे का हिस्सा नहीं है?',
  'A fish is an animal; flowers and leaves grow on plants.': 'मछली एक जानवर है; फूल और पत्ते पौधों पर उगते हैं।',
  'Which one swims?': 'कौन तैरता है?',
  'Which picture is not a toy?': 'कौन-सा चित्र खिलौना नहीं है?',
  'A leaf grows on a tree; balls and blocks are toys.': 'पत्ता पेड़ पर उगता है; गेंदें और ब्लॉक खिलौने हैं।',
  'Which one grows on a tree?': 'कौन-सी चीज़ पेड़ पर उगती है?',
  'Which picture is not on your face?': 'कौन-सा चित्र आपके चेहरे पर नहीं है?',
  'Your feet are at the bottom of your legs; your eyes, nose and mouth are on your face.':
    'आपके पैर टाँगों के सबसे नीचे होते हैं; आपकी आँखें, नाक और मुँह चेहरे पर होते हैं।',
  'Which one do you stand on?': 'आप किस पर खड़े होते हैं?',
  'Which picture is not round?': 'कौन-सा चित्र गोल नहीं है?',
  'A triangle has three straight sides and pointy corners; circles and balls are round.':
    'त्रिभुज की तीन सीधी भुजाएँ और नुकीले कोने होते हैं; गोले और गेंदें गोल होती हैं।',
  'Which one has pointy corners?': 'किसके कोने नुकीले हैं?',
  'Which picture cannot shine?': 'कौन-सा चित्र चमक नहीं सकता?',
  'A leaf makes no light; the sun and the stars shine.': 'पत्ता रोशनी नहीं देता; सूरज और तारे चमकते हैं।',
};
