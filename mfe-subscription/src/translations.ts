import { addTranslations, type Translations } from '@dating/portal';

/** mfe-subscription's texts, namespace `subscription`; English is SPEC.md's wording where it gives one. */
export const subscriptionTranslations: Translations = {
  en: {
    myPackage: {
      title: 'Your Subscription',
      intro:
        'A subscription lets you see the contact details of people who responded to your interest.',
    },
  },
  th: {
    myPackage: {
      title: 'การสมัครสมาชิกของคุณ',
      intro: 'การสมัครสมาชิกช่วยให้คุณเห็นข้อมูลติดต่อของคนที่ตอบรับความสนใจของคุณ',
    },
  },
  no: {
    myPackage: {
      title: 'Ditt abonnement',
      intro:
        'Et abonnement lar deg se kontaktinformasjonen til personer som har svart på interessen din.',
    },
  },
};

export const subscriptionNamespace = 'subscription';
addTranslations(subscriptionNamespace, subscriptionTranslations);
