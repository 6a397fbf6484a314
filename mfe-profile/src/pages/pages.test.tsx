import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalProvider, setLanguage, translationGaps } from '@dating/portal';
import exposes from '../../exposes.json';
import { profileTranslations } from '../translations';
import RegisterPage from './RegisterPage';
import ProfilePage from './ProfilePage';
import MyProfilePage from './MyProfilePage';
import EditProfilePage from './EditProfilePage';

const pages: Record<string, ComponentType> = {
  './RegisterPage': RegisterPage,
  './ProfilePage': ProfilePage,
  './MyProfilePage': MyProfilePage,
  './EditProfilePage': EditProfilePage,
};

/** SPEC.md's titles. */
const englishTitles: Record<string, string> = {
  './RegisterPage': 'Register',
  './ProfilePage': 'Profile',
  './MyProfilePage': 'My Profile',
  './EditProfilePage': 'Edit Profile',
};

const thaiTitles: Record<string, string> = {
  './RegisterPage': 'สมัครสมาชิก',
  './ProfilePage': 'โปรไฟล์',
  './MyProfilePage': 'โปรไฟล์ของฉัน',
  './EditProfilePage': 'แก้ไขโปรไฟล์',
};

function renderPage(Page: ComponentType) {
  return render(
    <PortalProvider>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </PortalProvider>,
  );
}

describe('mfe-profile', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('exposes exactly its pages, each from its own file', () => {
    expect(Object.keys(exposes).sort()).toEqual(Object.keys(pages).sort());
    for (const [expose, file] of Object.entries(exposes)) {
      expect(file).toBe(`./src/pages/${expose.slice(2)}.tsx`);
    }
  });

  it.each(Object.keys(pages))('%s shows its title, translated', (expose) => {
    const Page = pages[expose] as ComponentType;
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(englishTitles[expose]);
    act(() => setLanguage('th'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(thaiTitles[expose]);
  });

  it('has every text in th and no', () => {
    expect(translationGaps(profileTranslations)).toEqual([]);
  });
});
