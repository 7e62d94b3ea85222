/**
 * Hindi (Devanagari) of the achievements (backend/src/achievements/achievement-rules.ts), by the
 * rule's key: the title, the title for a child under 24 months where the rule has one, and the
 * description. Numbers keep Western digits.
 */
export const ACHIEVEMENTS_HI: Readonly<Record<string, { title: string; babyTitle?: string; description: string }>> = {
  'first-activity': {
    title: 'पहला कदम',
    babyTitle: 'साथ खेलने का पहला समय',
    description: 'सीखने की योजना की पहली गतिविधि पूरी की।',
  },
  'five-cognitive': { title: 'जिज्ञासु मन', description: 'सोचने-समझने (संज्ञानात्मक) की 5 गतिविधियाँ पूरी कीं।' },
  'five-physical': { title: 'चलते रहो', description: 'शारीरिक विकास की 5 गतिविधियाँ पूरी कीं।' },
  'five-social-emotional': { title: 'बड़ा दिल', description: 'सामाजिक-भावनात्मक विकास की 5 गतिविधियाँ पूरी कीं।' },
  'five-language': {
    title: 'शब्दों का खिलाड़ी',
    babyTitle: 'बोलना और बतियाना',
    description: 'भाषा की 5 गतिविधियाँ पूरी कीं।',
  },
  'five-moral': { title: 'दयालुता का चैंपियन', description: 'नैतिक विकास की 5 गतिविधियाँ पूरी कीं।' },
  'seven-day-streak': { title: 'पूरे हफ़्ते का सिलसिला', description: 'लगातार 7 दिन गतिविधियाँ पूरी कीं।' },
  'every-domain-week': { title: 'हर क्षेत्र वाला हफ़्ता', description: 'एक ही हफ़्ते में पाँचों क्षेत्रों की गतिविधियाँ पूरी कीं।' },
  'first-game': { title: 'खेल शुरू', description: 'सीखने वाला पहला खेल पूरा किया।' },
  'first-perfect-game': { title: 'पूरे अंक', description: 'एक खेल के हर सवाल का सही जवाब दिया।' },
};
