import type { LegalPageId } from '@flourishly/platform/paths';

/**
 * The legal notices, in plain language. They describe only what the product really does (read
 * from the backend: what it stores, its two cookies, argon2id passwords, cascading deletes) and
 * make no promise the product does not keep. Change them when the product changes, and move
 * LEGAL_LAST_UPDATED with them.
 */

/** ISO date of the last change to any notice. */
export const LEGAL_LAST_UPDATED = '2026-11-28';

/** One block of a section: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  id: LegalPageId;
  /** The page's heading. */
  title: string;
  /** The footer link's words (docs/product.md: Privacy, Terms, Cookie, COPPA Compliance). */
  linkLabel: string;
  summary: string;
  sections: readonly LegalSection[];
}

const privacy: LegalDocumentContent = {
  id: 'privacy',
  title: 'Privacy Policy',
  linkLabel: 'Privacy',
  summary:
    'Flourishly helps parents and caregivers follow their children’s development. This page explains what we keep, why, who can see it, and how you can change or delete it.',
  sections: [
    {
      heading: 'What we keep about you',
      blocks: [
        {
          list: [
            'Your account: your full name, your email address and your password. The password is never stored as you typed it: we keep only a one-way hash made with argon2id, so nobody can read it back.',
            'Your profile answers, if you give them: phone number, address, your child’s school and its website, grade and interests. Each of them is optional.',
            'A record of each signed-in session, so that you stay signed in (see the Cookie Policy).',
            'Notifications the app creates for you, for example when a child earns an achievement.',
          ],
        },
      ],
    },
    {
      heading: 'What we keep about your children',
      blocks: [
        'Children do not have accounts. You create each child profile yourself, and everything about a child comes from you or from a device you connect:',
        {
          list: [
            'The child profile: name, date of birth, gender, the area you would most like to support, your answers about temperament, behaviour and activities, your family context, the built-in avatar you pick, and the learning persona the app works out from your answers.',
            'Daily activity plans, the activities marked done or skipped, and the achievements earned.',
            'Milestone assessments: your answers to each checklist and the scores worked out from them.',
            'Game sessions: which game was played, the level, the score and the number of correct answers.',
            'Connected devices: the name you give a device, and the readings it sends (steps, active minutes and sleep) with their times. We keep only a hashed form of a device’s token, never the token itself.',
          ],
        },
        'The persona and the development scores are a way to personalise activities. They are not a diagnosis or a screening result.',
      ],
    },
    {
      heading: 'What we keep from visitors of the home page',
      blocks: [
        'If you send the contact form, we keep the topic, your name, email, optional phone number, school or organisation (for the Schools topic) and your message, so that our team can answer you. If you sign up for the newsletter, we keep your email address to send it to you. We use them for nothing else.',
      ],
    },
    {
      heading: 'Who can see it',
      blocks: [
        'A child profile and everything recorded for that child can be seen only from the parent account that created it and by the people that parent invites (as a caregiver, who can also record, or as a viewer, who can only read). The parent can change or end that access at any time. The app has no public profiles or chat.',
        'A parent or caregiver can make a time-limited, read-only link to the child’s development report for a doctor or teacher. Whoever has the link sees the child’s first name, age and assessment results, until it expires or is revoked; no contact details are in it.',
        'The app sends no data to advertising, analytics or other third-party services, shows no ads and loads no third-party trackers. Pages, images and avatars all come from Flourishly itself.',
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        {
          list: [
            'Passwords are hashed with argon2id; the session cookie cannot be read by scripts on the page.',
            'When you change your password, every other signed-in session of yours ends.',
            'Signing out ends the session on our side too.',
            'Requests from other websites that try to act on your behalf are refused.',
            'To slow down abuse, the server counts requests per network address for a short time. These counts are kept in memory only.',
          ],
        },
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          list: [
            'You can see and change your profile answers and your password at any time under My Account.',
            'You can see, edit and delete each child profile. Deleting a child removes the profile and all of its data: plans, activities, achievements, assessments, game sessions, connected devices and their readings.',
            'You can download everything your account holds at any time: Settings, under My Account, then "Download my data" gives you one file (JSON) with your profile, each child you added and all of its records, the children shared with you, and the invitations and report links you made. Password and link secrets are never in it.',
            'You can delete your account yourself: Settings, then "Delete account", confirmed with your password. This removes at once your account, every child profile you added with all of its data (also for the people you shared it with, who lose access), your access to children others shared with you, your invitations and report links, and every signed-in session. It cannot be undone.',
            'To stop the newsletter, or for any question about your data, write to us at the address below.',
          ],
        },
      ],
    },
  ],
};

const terms: LegalDocumentContent = {
  id: 'terms',
  title: 'Terms of Service',
  linkLabel: 'Terms',
  summary: 'These terms explain what Flourishly is, and what we ask of you when you use it.',
  sections: [
    {
      heading: 'What Flourishly is',
      blocks: [
        'Flourishly is a web app for parents and caregivers of children aged 0 to 12. It keeps child profiles, suggests a learning persona and daily activities, records milestone assessments, achievements and game results, and shows your child’s progress.',
        'Flourishly gives general guidance for families. It is not medical, psychological or educational advice, and its personas and development scores are not a diagnosis. If you are worried about your child’s development, talk to a doctor or another qualified professional.',
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          list: [
            'Create profiles only for children you are a parent, guardian or caregiver of.',
            'Give information that is true to the best of your knowledge.',
            'Keep your password to yourself, and sign out on shared computers.',
            'Children do not get accounts: you create and control every child profile, and children use Flourishly with you.',
          ],
        },
      ],
    },
    {
      heading: 'Using Flourishly fairly',
      blocks: ['Do not try to reach other families’ data, break or overload the service, or use it to send anything unlawful or harmful.'],
    },
    {
      heading: 'Your information',
      blocks: ['What you enter stays yours. We use it only to run Flourishly for you, as the Privacy Policy explains.'],
    },
    {
      heading: 'Plans and prices',
      blocks: ['The plans and prices on our home page describe what we offer. The app itself does not take payments.'],
    },
    {
      heading: 'Changes',
      blocks: [
        'Flourishly is growing, and its features will change. When these terms change, we update them here and change the date at the top of the page.',
      ],
    },
  ],
};

const cookies: LegalDocumentContent = {
  id: 'cookies',
  title: 'Cookie Policy',
  linkLabel: 'Cookie',
  summary: 'Flourishly uses two cookies, both only for keeping you signed in.',
  sections: [
    {
      heading: 'The session cookie',
      blocks: [
        {
          list: [
            'Name: flourishly.sid.',
            'What it does: it holds a random session number that keeps you signed in from page to page. Your details stay on our server, not in the cookie.',
            'When it is set: only when you sign in or create an account. Reading the home page, or these pages, sets no cookie.',
            'How long it lasts: until you sign out, or after 7 days without a visit, and at the latest 30 days after you signed in.',
            'Protection: it cannot be read by scripts on the page (httpOnly), it is not sent along with requests that other websites start (SameSite=Lax), on secure connections it travels only over HTTPS, and your browser sends it only with the app’s requests for data, never with pages.',
          ],
        },
      ],
    },
    {
      heading: 'The signed-in marker',
      blocks: [
        {
          list: [
            'Name: flourishly.signed-in.',
            'What it does: it holds only the number 1 and tells our server that someone is signed in in this browser, so that a page can start loading what a signed-in parent sees first. It holds no session number and nothing about you, and it cannot sign anyone in.',
            'When it is set: with the session cookie. It is removed when you sign out or when your session ends.',
            'Protection: the same as the session cookie (httpOnly, SameSite=Lax, HTTPS on secure connections).',
          ],
        },
      ],
    },
    {
      heading: 'What we do not use',
      blocks: ['No advertising or analytics cookies, no third-party cookies, and nothing stored in your browser’s local storage.'],
    },
    {
      heading: 'Turning cookies off',
      blocks: [
        'You can block or delete cookies in your browser’s settings. Without the session cookie you can still read the home page and these notices, but you cannot sign in.',
      ],
    },
  ],
};

const coppa: LegalDocumentContent = {
  id: 'coppa',
  title: 'Children’s Privacy (COPPA)',
  linkLabel: 'COPPA Compliance',
  summary:
    'The US Children’s Online Privacy Protection Act (COPPA) sets rules for online services that collect personal information from children under 13. This notice explains how Flourishly handles information about children.',
  sections: [
    {
      heading: 'Parents are in charge',
      blocks: [
        {
          list: [
            'Children do not have accounts and do not sign in. Only a parent or caregiver can create an account.',
            'A parent creates and controls every child profile, and gives every detail in it.',
            'Children play games and do activities with a parent, inside the parent’s account. The app records their results, not what they type.',
          ],
        },
      ],
    },
    {
      heading: 'What we keep about a child',
      blocks: [
        'The child’s name, date of birth and gender; the parent’s answers about the child and the family; the persona worked out from those answers; plans, activities, achievements, milestone assessments and game results; and readings from any device the parent connects. The Privacy Policy lists them in full.',
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        {
          list: [
            'A child’s profile and data can be seen only from the parent account that created it.',
            'No ads, no third-party trackers or analytics, and no data sent to third parties.',
            'No chat, public profiles or ways for children to share information with others.',
            'The persona and development scores help personalise activities; they are never a diagnosis.',
          ],
        },
      ],
    },
    {
      heading: 'Review, change or delete',
      blocks: [
        'A parent can review a child’s profile and data at any time, edit the profile, and delete it. Deleting a child removes the profile and all of its data: plans, activities, achievements, assessments, game sessions, connected devices and their readings.',
      ],
    },
  ],
};

/** Every notice by id, in the order of the footer's links. */
export const LEGAL_DOCUMENTS: Record<LegalPageId, LegalDocumentContent> = { privacy, terms, cookies, coppa };
