import type { WrittenItem } from '../written-quiz';

/** Colour mixing and colours (ages 3-8). */
export const COLOURS: readonly WrittenItem[] = [
  { t: 1, q: 'What colour is the sky on a sunny day?', a: 'blue', w: ['green', 'pink', 'brown'], e: 'A clear sky looks blue.', h: 'Look up on a sunny day.' },
  { t: 1, q: 'What colour is grass?', a: 'green', w: ['red', 'blue', 'purple'], e: 'Grass is green.', h: 'Frogs are this colour too.' },
  { t: 1, q: 'What colour is a banana?', a: 'yellow', w: ['blue', 'black', 'green'], e: 'Ripe bananas are yellow.', h: 'The same colour as the sun in drawings.' },
  { t: 1, q: 'What colour is a strawberry?', a: 'red', w: ['blue', 'yellow', 'white'], e: 'Strawberries are red.', h: 'Like a fire engine.' },
  { t: 1, q: 'What colour is snow?', a: 'white', w: ['black', 'orange', 'green'], e: 'Snow is white.', h: 'Like milk.' },
  { t: 1, q: 'What colour is a carrot?', a: 'orange', w: ['blue', 'purple', 'grey'], e: 'Carrots are orange.', h: 'The same name as a fruit.' },
  { t: 1, q: 'What colour is coal?', a: 'black', w: ['white', 'yellow', 'pink'], e: 'Coal is black.', h: 'The colour of the night sky.' },
  { t: 1, q: 'What colour is a tree trunk usually?', a: 'brown', w: ['blue', 'pink', 'white'], e: 'Most tree trunks are brown.', h: 'Like chocolate.' },
  { t: 2, q: 'What colour do you get when you mix red and yellow?', a: 'orange', w: ['green', 'purple', 'blue'], e: 'Red + yellow = orange.', h: 'Think of a sunset.' },
  { t: 2, q: 'What colour do you get when you mix blue and yellow?', a: 'green', w: ['orange', 'red', 'pink'], e: 'Blue + yellow = green.', h: 'The colour of leaves.' },
  { t: 2, q: 'What colour do you get when you mix red and blue?', a: 'purple', w: ['green', 'orange', 'yellow'], e: 'Red + blue = purple.', h: 'The colour of grapes.' },
  { t: 2, q: 'What colour do you get when you mix red and white?', a: 'pink', w: ['blue', 'black', 'green'], e: 'White makes red lighter: pink.', h: 'A lighter red.' },
  { t: 2, q: 'What colour do you get when you mix black and white?', a: 'grey', w: ['pink', 'yellow', 'orange'], e: 'Black + white = grey.', h: 'The colour of rain clouds.' },
  { t: 3, q: 'Which three colours are the primary colours in painting?', a: 'red, yellow and blue', w: ['green, orange and purple', 'black, white and grey', 'pink, brown and gold'], e: 'Red, yellow and blue mix to make most other colours.', h: 'You cannot mix them from other paints.' },
  { t: 3, q: 'What do you get when you mix yellow and green?', a: 'yellow-green (lime)', w: ['purple', 'red', 'blue-violet'], e: 'Mixing a primary and a secondary colour makes a tertiary colour: yellow-green.', h: 'It sits between yellow and green.' },
  { t: 3, q: 'Which colours are called "warm" colours?', a: 'red, orange and yellow', w: ['blue, green and purple', 'black and white', 'grey and silver'], e: 'Warm colours remind us of fire and sun.', h: 'Think of fire.' },
  { t: 3, q: 'What is the opposite (complementary) colour of blue?', a: 'orange', w: ['green', 'purple', 'blue-green'], e: 'Blue and orange sit opposite on the colour wheel.', h: 'It is made of the two primaries that are not blue.' },
];

/** Shapes in art and the world (ages 3-7). */
export const SHAPES: readonly WrittenItem[] = [
  { t: 1, q: 'Which shape is round like a ball?', a: 'circle', w: ['square', 'triangle', 'rectangle'], e: 'A circle is perfectly round.', h: 'It has no corners.' },
  { t: 1, q: 'How many sides does a triangle have?', a: '3', w: ['4', '5', '6'], e: 'Tri means three: a triangle has 3 sides.', h: 'Think of a slice of pizza.' },
  { t: 1, q: 'How many sides does a square have?', a: '4', w: ['3', '5', '8'], e: 'A square has 4 equal sides.', h: 'Think of a window.' },
  { t: 1, q: 'What shape is a slice of pizza?', a: 'triangle', w: ['circle', 'square', 'star'], e: 'A pizza slice looks like a triangle.', h: 'It is pointy at one end.' },
  { t: 1, q: 'What shape is a door?', a: 'rectangle', w: ['circle', 'triangle', 'heart'], e: 'Most doors are rectangles: long and straight.', h: 'Four sides, two long and two short.' },
  { t: 1, q: 'What shape is a wheel?', a: 'circle', w: ['square', 'triangle', 'star'], e: 'Wheels are round, so they roll.', h: 'It rolls.' },
  { t: 1, q: 'Which shape do people draw to mean "love"?', a: 'heart', w: ['square', 'triangle', 'rectangle'], e: 'A heart shape is a sign of love.', h: 'Valentine cards have it.' },
  { t: 1, q: 'What shape has five points and twinkles in drawings of the sky?', a: 'star', w: ['circle', 'square', 'oval'], e: 'We draw stars with five points.', h: 'It twinkles.' },
  { t: 2, q: 'How many sides does a pentagon have?', a: '5', w: ['4', '6', '8'], e: 'Penta means five.', h: 'One more than a square.' },
  { t: 2, q: 'How many sides does a hexagon have?', a: '6', w: ['5', '7', '8'], e: 'Honeycomb cells are hexagons, with 6 sides.', h: 'Bees build with them.' },
  { t: 2, q: 'What shape is an egg?', a: 'oval', w: ['square', 'triangle', 'star'], e: 'An oval is a stretched circle.', h: 'Like a circle that was squashed.' },
  { t: 2, q: 'What shape is a stop sign?', a: 'octagon', w: ['hexagon', 'pentagon', 'circle'], e: 'Stop signs are octagons with 8 sides.', h: 'Octo means eight, like an octopus.' },
  { t: 3, q: 'What 3D shape is a ball?', a: 'sphere', w: ['cube', 'cone', 'cylinder'], e: 'A sphere is round in every direction.', h: 'A 3D circle.' },
  { t: 3, q: 'What 3D shape is a dice?', a: 'cube', w: ['sphere', 'pyramid', 'cone'], e: 'A dice is a cube with 6 square faces.', h: 'All its faces are squares.' },
  { t: 3, q: 'What 3D shape is an ice-cream cone?', a: 'cone', w: ['cube', 'sphere', 'cylinder'], e: 'It has a round top and a point.', h: 'The name is in the question.' },
  { t: 3, q: 'What 3D shape is a tin of beans?', a: 'cylinder', w: ['cube', 'cone', 'pyramid'], e: 'A cylinder has two round ends and a curved side.', h: 'It can roll and stand up.' },
];

/** Music (ages 5-10). */
export const MUSIC: readonly WrittenItem[] = [
  { t: 1, q: 'Which instrument do you hit with sticks?', a: 'drum', w: ['flute', 'violin', 'trumpet'], e: 'Drums are played by hitting them.', h: 'Boom, boom!' },
  { t: 1, q: 'Which instrument has black and white keys?', a: 'piano', w: ['guitar', 'drum', 'flute'], e: 'A piano has black and white keys.', h: 'You press the keys with your fingers.' },
  { t: 1, q: 'Which instrument has strings you strum?', a: 'guitar', w: ['drum', 'trumpet', 'recorder'], e: 'You strum a guitar\'s strings.', h: 'Rock stars play it.' },
  { t: 1, q: 'Which instrument do you blow into?', a: 'flute', w: ['drum', 'piano', 'violin'], e: 'A flute makes sound when you blow across it.', h: 'It needs your breath.' },
  { t: 1, q: 'What do we call a song that helps babies sleep?', a: 'a lullaby', w: ['a march', 'a rap', 'a cheer'], e: 'Lullabies are soft, slow songs for sleep.', h: 'It is soft and gentle.' },
  { t: 1, q: 'If music is very quiet, it is...', a: 'soft', w: ['loud', 'fast', 'bumpy'], e: 'Quiet music is soft.', h: 'The opposite of loud.' },
  { t: 1, q: 'What do you use to sing?', a: 'your voice', w: ['your feet', 'your elbows', 'your hair'], e: 'Your voice is an instrument too!', h: 'It comes from your throat.' },
  { t: 1, q: 'Which sound is the highest?', a: 'a bird tweeting', w: ['a lion roaring', 'a big drum', 'thunder'], e: 'Birds tweet with high sounds.', h: 'Think of small animals.' },
  { t: 2, q: 'Which instrument is played with a bow?', a: 'violin', w: ['trumpet', 'drum', 'piano'], e: 'A bow is drawn across the violin\'s strings.', h: 'It rests under your chin.' },
  { t: 2, q: 'What is the beat of music?', a: 'its steady pulse', w: ['its words', 'its colour', 'its name'], e: 'The beat is the steady pulse you clap or tap to.', h: 'You tap your foot to it.' },
  { t: 2, q: 'What is the speed of music called?', a: 'tempo', w: ['pitch', 'volume', 'lyrics'], e: 'Tempo means how fast or slow music goes.', h: 'It is an Italian word for time.' },
  { t: 2, q: 'What do you call the words of a song?', a: 'lyrics', w: ['notes', 'beats', 'chords'], e: 'Lyrics are the words of a song.', h: 'You sing them.' },
  { t: 3, q: 'How many lines does a music staff have?', a: '5', w: ['3', '4', '7'], e: 'Music is written on a staff of five lines.', h: 'As many as fingers on a hand.' },
  { t: 3, q: 'Which instrument family does the trumpet belong to?', a: 'brass', w: ['strings', 'woodwind', 'percussion'], e: 'Trumpets are brass instruments.', h: 'It is made of shiny metal.' },
  { t: 3, q: 'What does "forte" mean in music?', a: 'play loudly', w: ['play softly', 'play slowly', 'stop playing'], e: 'Forte is Italian for strong: play loudly.', h: 'The opposite of piano (soft).' },
  { t: 3, q: 'What is a group of musicians playing together with many instruments called?', a: 'an orchestra', w: ['a solo', 'a lullaby', 'a duet'], e: 'Orchestras have strings, brass, woodwind and percussion.', h: 'It has a conductor.' },
];

/** Stories and imagination (ages 6-12). */
export const STORIES: readonly WrittenItem[] = [
  { t: 1, q: 'What is the start of a story called?', a: 'the beginning', w: ['the end', 'the middle', 'the title page only'], e: 'Stories have a beginning, a middle and an end.', h: 'It comes first.' },
  { t: 1, q: 'Who is the main character in "Goldilocks and the Three Bears"?', a: 'Goldilocks', w: ['The wolf', 'Cinderella', 'The giant'], e: 'Goldilocks is the girl who visits the bears\' house.', h: 'Her name is in the title.' },
  { t: 1, q: 'A dragon guards a castle. What might happen next in an exciting story?', a: 'A hero finds a clever way past it', w: ['Nothing ever happens', 'Everyone goes to sleep forever', 'The story stops'], e: 'Stories need a problem and a character who tries to solve it.', h: 'Stories need action.' },
  { t: 1, q: 'What is "Once upon a time" usually the start of?', a: 'a fairy tale', w: ['a recipe', 'a shopping list', 'a weather report'], e: 'Fairy tales often begin "Once upon a time".', h: 'Think of princesses and dragons.' },
  { t: 1, q: 'Where a story happens is called the...', a: 'setting', w: ['ending', 'author', 'title'], e: 'The setting is where and when a story takes place.', h: 'A castle, a forest, a spaceship...' },
  { t: 1, q: 'Who writes a story?', a: 'the author', w: ['the reader', 'the shop', 'the library'], e: 'The author is the writer.', h: 'Their name is on the cover.' },
  { t: 1, q: 'What does an illustrator do?', a: 'draws the pictures', w: ['writes the words', 'sells the books', 'prints the pages'], e: 'An illustrator makes the pictures for a book.', h: 'Think of the pictures.' },
  { t: 1, q: 'The tortoise won the race against the hare. What is the lesson?', a: 'Slow and steady wins the race', w: ['Always run fast', 'Never race', 'Hares are lazy'], e: 'In the fable, steady effort beats showing off.', h: 'The tortoise did not give up.' },
  { t: 2, q: 'What is the problem in a story often called?', a: 'the conflict', w: ['the setting', 'the cover', 'the index'], e: 'The conflict is the challenge the characters face.', h: 'It makes the story exciting.' },
  { t: 2, q: 'A story told by "I" is told in which person?', a: 'first person', w: ['second person', 'third person', 'no person'], e: 'Stories with "I" are in the first person.', h: 'I, me, my...' },
  { t: 2, q: 'What is a story with a lesson, often with talking animals?', a: 'a fable', w: ['a recipe', 'a diary', 'a dictionary'], e: 'Fables like Aesop\'s teach a lesson with animals.', h: 'The tortoise and the hare is one.' },
  { t: 2, q: 'Which is a good way to make a character feel real?', a: 'Describe their feelings and actions', w: ['Give them no name', 'Never say what they do', 'Only list their height'], e: 'Feelings and actions bring characters alive.', h: 'What makes you care about someone?' },
  { t: 3, q: 'What is the most exciting turning point of a story called?', a: 'the climax', w: ['the prologue', 'the blurb', 'the glossary'], e: 'The climax is the peak of tension.', h: 'It comes just before the problem is solved.' },
  { t: 3, q: '"The wind whispered through the trees." What is this?', a: 'personification', w: ['a rhyme', 'a fact', 'a question'], e: 'Giving human actions to things is personification.', h: 'Can wind really whisper?' },
  { t: 3, q: '"As brave as a lion" is an example of...', a: 'a simile', w: ['a title', 'an index', 'a full stop'], e: 'A simile compares using "as" or "like".', h: 'It uses "as".' },
  { t: 3, q: 'What is a twist in a story?', a: 'a surprise the reader did not expect', w: ['the first line', 'the author\'s name', 'the list of chapters'], e: 'A twist changes what readers thought was happening.', h: 'It surprises you.' },
];
