import type { TranslationTree } from '@dating/portal';

/** The shell's texts, namespace `shell` (registered in translations.ts), in English. */
export default {
  brand: 'Thai Norwegian Dating',
  header: {
    mainNavigation: 'Main navigation',
    toggleMenu: 'Menu',
    login: 'Login',
    profileMenu: 'Profile menu',
    myProfile: 'My Profile',
    myInterest: 'My Interest',
    interestMe: 'Interest me',
    matching: 'Matching',
    messages: 'Messages',
    unreadMessages_one: '1 unread message',
    unreadMessages_other: '{{count}} unread messages',
    notifications: 'Notifications',
    unreadNotifications_one: 'Notifications, 1 unread',
    unreadNotifications_other: 'Notifications, {{count}} unread',
    myPackage: 'My Package',
    blockedMembers: 'Blocked members',
    admin: 'Administration',
    logout: 'Log Out',
  },
  footer: {
    label: 'Site information',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    safety: 'Dating Securely',
    version: 'Version {{version}}',
  },
  home: {
    title: 'Find your partner between Thailand and Norway',
    subtitle: 'A meeting place for Thai and Norwegian people looking for a serious relationship.',
    registerAs: 'Register as',
    man: 'Man',
    women: 'Women',
    ladyboy: 'Ladyboy',
    transgender: 'Transgender',
    inspiration: {
      title: 'Our Inspiration',
      text1:
        'Love does not ask where you were born. Every year more Thai and Norwegian people meet, marry and build a family together, bridging two cultures more than 8,000 kilometres apart.',
      text2:
        'We started this site after seeing friends and family find happiness across that distance, and how hard it was for them to find each other honestly and safely. Here you can get to know someone at your own pace, with a profile that tells who you really are and what you are looking for.',
      text3:
        'Our wish is simple: that every member finds a kind and serious partner, and that both families welcome the love that grows between Thailand and Norway.',
    },
    membersTitle: 'New Members',
    membersFailed: 'The member cards could not be loaded: {{message}}',
  },
  login: {
    title: 'Login',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    forgot: 'Forgot password?',
    required: 'Please fill in Username or Password',
    noAccount: 'New here?',
    register: 'Register',
    code: 'Code from your authenticator app',
    codeHint: 'Open your authenticator app and type the 6-digit code it shows for this portal.',
    codeMissing: 'Please fill in the code from your authenticator app',
  },
  notFound: {
    title: 'Oops! Page Not Be Found',
    text: 'The page you are looking for does not exist or has been moved.',
    home: 'Back to home',
  },
  placeholder: {
    soon: 'This page is being prepared.',
  },
  about: {
    title: 'About Us',
    intro:
      'Thai Norwegian Dating is a meeting place for Thai women and Norwegian men who are looking for a serious, lasting relationship. Ladyboy and transgender members are welcome too.',
    objectivesTitle: 'Our objectives',
    objectives: {
      meet: 'Help Thai and Norwegian people who want a serious relationship to find each other.',
      safety:
        'Give every member a safe place, where contact details are shared only with members who responded to their interest.',
      culture: 'Build understanding between Thai and Norwegian culture, language and family life.',
      couples: 'Support couples on their way from the first message to a life together.',
      price: 'Keep membership affordable, with simple packages paid by bank transfer.',
    },
    registrationTitle: 'Registration',
    whoRegisters:
      'Men and women register the same way, and registering is free. A subscription lets you see the contact details of the members who answer your interest.',
    freeHelp: 'Help with registration is free. Contact us if you would like assistance.',
    contactLink: 'Contact Us',
  },
  contact: {
    title: 'Contact Us',
    intro:
      'Questions about your profile, your membership or a payment? Write to us and we will answer as soon as we can.',
    email: 'Email',
    confirmTitle: 'Confirm Email',
    confirmText: 'Do you want to send an email to {{email}}?',
  },
  update: {
    title: 'Version History',
    current: 'Current version: {{version}}',
    version: 'Version {{version}}',
    released: 'Released {{date}} (B.E.)',
  },
  updateForm: {
    title: 'Update Form',
    intro:
      'Enter the next version and what changed. The form builds the entry for the version history as JSON and copies it to the clipboard.',
    version: 'Version',
    detail: 'Detail',
    detailHint: 'One change per line.',
    versionRequired: 'Please fill in Version',
    detailRequired: 'Please fill in Detail',
    submit: 'Create JSON',
    result: 'JSON for the version history',
    copy: 'Copy to clipboard',
    created: 'Create JSON Successfully',
    copied: 'Updates copied to clipboard successfully',
    copyFailed: 'Failed to copy updates to clipboard',
  },
  preloader: {
    slowTitle: 'This is taking longer than expected',
    slowText:
      'The page did not load within 30 seconds. Please check your connection and try again.',
  },
  remote: {
    unavailableTitle: 'This page is not available right now',
    unavailableText:
      'A part of the portal could not be loaded. The rest of the site still works; please try again in a moment.',
  },
  consent: {
    title: 'We have updated our terms',
    intro: 'Before you go on, please read what has changed and accept it.',
    terms: 'We have updated our Terms of Use',
    privacy: 'We have updated our Privacy Policy',
    version: 'Version of {{version}}',
    read: 'Read the {{document}}',
    termsName: 'Terms of Use',
    privacyName: 'Privacy Policy',
    newTab: '(opens in a new tab)',
    accept: 'Accept',
    logout: 'Log out',
  },
  startup: {
    title: 'The portal could not start',
    text: 'Please check your connection and try again.',
  },
} satisfies TranslationTree;
