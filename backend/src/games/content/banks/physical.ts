import type { WrittenItem } from '../written-quiz';

/** Body parts (ages 2-5). */
export const BODY_PARTS: readonly WrittenItem[] = [
  { t: 1, q: 'What do you see with?', a: 'eyes', w: ['ears', 'feet', 'hands'], e: 'We see with our eyes.', h: 'Close them and everything goes dark.' },
  { t: 1, q: 'What do you hear with?', a: 'ears', w: ['eyes', 'nose', 'knees'], e: 'We hear with our ears.', h: 'Cover them and sounds get quiet.' },
  { t: 1, q: 'What do you smell with?', a: 'nose', w: ['mouth', 'hands', 'elbow'], e: 'We smell with our nose.', h: 'It is in the middle of your face.' },
  { t: 1, q: 'What do you walk with?', a: 'feet', w: ['hands', 'ears', 'hair'], e: 'We walk on our feet.', h: 'You put shoes on them.' },
  { t: 1, q: 'What do you clap with?', a: 'hands', w: ['feet', 'nose', 'eyes'], e: 'We clap with our hands.', h: 'Clap, clap! What makes the sound?' },
  { t: 1, q: 'What do you chew food with?', a: 'teeth', w: ['fingers', 'ears', 'toes'], e: 'Teeth chew our food.', h: 'You brush them every day.' },
  { t: 1, q: 'What do you taste with?', a: 'tongue', w: ['knee', 'hair', 'ears'], e: 'Our tongue tastes sweet and sour.', h: 'It is inside your mouth.' },
  { t: 1, q: 'Where do you wear a hat?', a: 'head', w: ['foot', 'hand', 'knee'], e: 'A hat goes on your head.', h: 'It is at the very top of you.' },
  { t: 1, q: 'Where do you wear a glove?', a: 'hand', w: ['head', 'foot', 'nose'], e: 'Gloves keep our hands warm.', h: 'It has five fingers.' },
  { t: 2, q: 'Which body part bends in the middle of your leg?', a: 'knee', w: ['elbow', 'wrist', 'chin'], e: 'Your knee lets your leg bend.', h: 'You kneel on it.' },
  { t: 2, q: 'Which body part bends in the middle of your arm?', a: 'elbow', w: ['knee', 'ankle', 'neck'], e: 'Your elbow lets your arm bend.', h: 'Touch the middle of your arm.' },
  { t: 2, q: 'What joins your head to your body?', a: 'neck', w: ['shoulder', 'belly', 'hip'], e: 'Your neck holds up your head.', h: 'You wear a scarf around it.' },
  { t: 2, q: 'How many fingers are on one hand?', a: 'five', w: ['three', 'ten', 'two'], e: 'One hand has five fingers (counting the thumb).', h: 'Count them!' },
  { t: 3, q: 'What pumps blood around your body?', a: 'heart', w: ['lungs', 'stomach', 'brain'], e: 'Your heart beats to pump blood.', h: 'You can feel it beating in your chest.' },
  { t: 3, q: 'What do you breathe with?', a: 'lungs', w: ['heart', 'stomach', 'bones'], e: 'Your lungs fill with air when you breathe.', h: 'Take a big breath: what fills up?' },
  { t: 3, q: 'What helps you think and remember?', a: 'brain', w: ['heart', 'knee', 'stomach'], e: 'Your brain is inside your head and does your thinking.', h: 'It is inside your head.' },
  { t: 3, q: 'What holds your body up, inside?', a: 'bones', w: ['hair', 'skin', 'nails'], e: 'Your skeleton of bones holds you up.', h: 'Dogs like to chew them.' },
];

/** Healthy habits (ages 4-9). */
export const HEALTHY_HABITS: readonly WrittenItem[] = [
  { t: 1, q: 'When should you wash your hands?', a: 'Before eating', w: ['Never', 'Only on birthdays', 'Once a year'], e: 'Washing hands before eating keeps germs away.', h: 'Germs like to hide on hands.' },
  { t: 1, q: 'How often should you brush your teeth?', a: 'Twice a day', w: ['Once a week', 'Never', 'Only when they hurt'], e: 'Brush in the morning and before bed.', h: 'Morning and night.' },
  { t: 1, q: 'Which snack is the healthiest?', a: 'An apple', w: ['Candy', 'Crisps', 'Cola'], e: 'Fruit gives your body vitamins.', h: 'It grows on a tree.' },
  { t: 1, q: 'What is the best drink when you are thirsty?', a: 'Water', w: ['Soda', 'Milkshake', 'Syrup'], e: 'Water is what your body needs most.', h: 'It comes out of the tap.' },
  { t: 1, q: 'What should you do when you sneeze?', a: 'Cover your nose with your elbow or a tissue', w: ['Sneeze on a friend', 'Sneeze on your food', 'Nothing'], e: 'Covering sneezes stops germs spreading.', h: 'Keep the germs in.' },
  { t: 1, q: 'Why do we need sleep?', a: 'To rest and grow', w: ['To get hungry', 'To get dirty', 'We do not need it'], e: 'Sleep helps your body and brain rest and grow.', h: 'What happens at night?' },
  { t: 1, q: 'What should you wear on a sunny day at the beach?', a: 'Sun cream and a hat', w: ['A winter coat', 'Nothing on your head', 'Gloves'], e: 'Sun cream and hats protect your skin.', h: 'The sun can burn your skin.' },
  { t: 1, q: 'What helps your body stay strong?', a: 'Playing and moving every day', w: ['Sitting all day', 'Only watching TV', 'Skipping meals'], e: 'Active play makes muscles and bones strong.', h: 'Run, jump, dance!' },
  { t: 1, q: 'Which food is a vegetable?', a: 'Carrot', w: ['Cake', 'Cookie', 'Lollipop'], e: 'Carrots are vegetables full of vitamins.', h: 'Rabbits love them.' },
  { t: 2, q: 'How long should you wash your hands?', a: 'About 20 seconds', w: ['1 second', '5 minutes', 'No time at all'], e: 'About 20 seconds (singing "Happy Birthday" twice) gets hands clean.', h: 'Sing a short song twice.' },
  { t: 2, q: 'Why should you wear a helmet when cycling?', a: 'To protect your head if you fall', w: ['To look tall', 'To keep your hair dry', 'It is not needed'], e: 'Helmets protect your brain.', h: 'What is inside your head?' },
  { t: 2, q: 'Which breakfast gives the most lasting energy?', a: 'Porridge with fruit', w: ['A bag of sweets', 'A fizzy drink', 'Nothing'], e: 'Whole grains and fruit give steady energy.', h: 'Which food keeps you full until lunch?' },
  { t: 2, q: 'What should you do before exercising?', a: 'Warm up with gentle moves', w: ['Eat a big meal', 'Sleep', 'Nothing'], e: 'Warming up gets muscles ready and prevents injury.', h: 'Muscles like to start slowly.' },
  { t: 3, q: 'About how many hours of sleep do school children need each night?', a: '9 to 12 hours', w: ['3 to 4 hours', '5 to 6 hours', '15 to 18 hours'], e: 'Children aged 6-12 need about 9 to 12 hours of sleep.', h: 'More than adults need.' },
  { t: 3, q: 'Why are screens before bed a problem?', a: 'Their light can make it harder to fall asleep', w: ['They make you taller', 'They clean your eyes', 'They are never a problem'], e: 'Bright screens tell your brain it is still daytime.', h: 'Your brain thinks the light means day.' },
  { t: 3, q: 'What do proteins like beans, eggs and fish help your body do?', a: 'Build and repair muscles', w: ['Make you sleepy', 'Change eye colour', 'Nothing'], e: 'Protein helps build and repair your body.', h: 'Think of muscles.' },
  { t: 3, q: 'About how much active play should children get each day?', a: 'At least 60 minutes', w: ['5 minutes', 'None', 'Only on weekends'], e: 'Health experts suggest at least an hour of activity a day.', h: 'About one hour.' },
];

/** Sports and movement (ages 7-12). */
export const SPORTS: readonly WrittenItem[] = [
  { t: 1, q: 'In football (soccer), which player may use their hands?', a: 'The goalkeeper', w: ['The striker', 'Every player', 'Nobody at all'], e: 'Only the goalkeeper may handle the ball, in their own area.', h: 'Who guards the goal?' },
  { t: 1, q: 'How many players does a basketball team have on the court?', a: '5', w: ['11', '2', '9'], e: 'Basketball teams play five at a time.', h: 'Fewer than football.' },
  { t: 1, q: 'What do you need to play tennis?', a: 'A racket and a ball', w: ['A bat and a puck', 'A helmet and skates', 'A net and a bike'], e: 'Tennis uses rackets to hit a ball over a net.', h: 'You swing it at the ball.' },
  { t: 1, q: 'Which sport is done in a swimming pool?', a: 'Swimming', w: ['Skiing', 'Cycling', 'Climbing'], e: 'Swimming happens in the water.', h: 'You need a swimsuit.' },
  { t: 1, q: 'What helps you balance on one foot?', a: 'Looking at one spot and tightening your tummy', w: ['Closing your eyes and spinning', 'Jumping up and down', 'Leaning far over'], e: 'A fixed gaze and strong core help balance.', h: 'Try looking at one spot.' },
  { t: 1, q: 'Which activity makes your heart beat faster?', a: 'Running', w: ['Sleeping', 'Reading', 'Sitting still'], e: 'Running is exercise that speeds up your heart.', h: 'Which one makes you out of breath?' },
  { t: 1, q: 'What should you drink during sport?', a: 'Water, little and often', w: ['Nothing until the end', 'Fizzy drinks', 'Only coffee'], e: 'Sipping water keeps your body working well.', h: 'Your body loses water when you sweat.' },
  { t: 1, q: 'What is a good way to end exercise?', a: 'Cool down and stretch gently', w: ['Stop suddenly and sit', 'Sprint once more', 'Eat sweets'], e: 'Cooling down helps your body recover.', h: 'Slow down bit by bit.' },
  { t: 2, q: 'In a relay race, what do runners pass to each other?', a: 'A baton', w: ['A ball', 'A medal', 'A shoe'], e: 'Relay runners pass a baton to the next runner.', h: 'It is a short stick.' },
  { t: 2, q: 'Which stroke is swum on your back?', a: 'Backstroke', w: ['Breaststroke', 'Butterfly', 'Front crawl'], e: 'Backstroke is swum lying on your back.', h: 'The name tells you.' },
  { t: 2, q: 'What does stretching help with?', a: 'Flexibility', w: ['Eyesight', 'Hearing', 'Memory only'], e: 'Stretching keeps muscles long and flexible.', h: 'Bend and reach.' },
  { t: 2, q: 'What is the main muscle that pumps during exercise?', a: 'The heart', w: ['The biceps', 'The tongue', 'The calf'], e: 'The heart is a muscle that works harder when you move.', h: 'It beats all day.' },
  { t: 3, q: 'How often are the Summer Olympic Games held?', a: 'Every 4 years', w: ['Every year', 'Every 10 years', 'Every 2 months'], e: 'The Summer Olympics happen every four years.', h: 'The same gap as a leap year.' },
  { t: 3, q: 'Which sport is played with a shuttlecock?', a: 'Badminton', w: ['Cricket', 'Hockey', 'Volleyball'], e: 'Badminton uses a feathered shuttlecock.', h: 'It has feathers.' },
  { t: 3, q: 'Why is teamwork important in sport?', a: 'Players achieve more by helping each other', w: ['Only the star player matters', 'It slows the team down', 'It is not important'], e: 'Teams win by passing, supporting and trusting each other.', h: 'Can one player win a football match alone?' },
  { t: 3, q: 'What does "stamina" mean in sport?', a: 'Being able to keep going for a long time', w: ['Being very tall', 'Winning quickly', 'Jumping once very high'], e: 'Stamina is endurance: lasting a long time.', h: 'Marathon runners need a lot of it.' },
];
