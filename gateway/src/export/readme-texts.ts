import { exportFolders, type ExportFile, type Language } from '@dating/contracts';

/** README.txt's own words, in each language an export is prepared in. */
export interface ReadmeTexts {
  /** The opening sentence, with `{username}` and `{date}` (the day the export was ready). */
  header: string;
  /** The line before the folders. */
  contents: string;
}

export const readmeTexts: Readonly<Record<Language, ReadmeTexts>> = {
  en: {
    header:
      'This is everything the Thai–Norwegian dating portal holds about {username}, as it stood on {date}.',
    contents: 'Each file of this zip, folder by folder, and what it holds:',
  },
  th: {
    header: 'นี่คือข้อมูลทั้งหมดที่เว็บไซต์หาคู่ไทย–นอร์เวย์เก็บไว้เกี่ยวกับ {username} ณ วันที่ {date}',
    contents: 'ไฟล์แต่ละไฟล์ในไฟล์ zip นี้ แยกตามโฟลเดอร์ และสิ่งที่อยู่ในไฟล์:',
  },
  no: {
    header:
      'Dette er alt den thai-norske datingportalen har lagret om {username}, slik det var {date}.',
    contents: 'Hver fil i denne zip-filen, mappe for mappe, og hva den inneholder:',
  },
};

const folderOrder: readonly string[] = Object.values(exportFolders);

/**
 * README.txt of an export: the header sentence, then each file's path and what it holds,
 * grouped by folder in the services' order (account, profile, contacts, billing). CRLF line
 * ends, so that Notepad shows it as well as any other editor.
 */
export function readmeOf(
  lang: Language,
  facts: { username: string; date: string },
  files: readonly ExportFile[],
): Buffer {
  const texts = readmeTexts[lang];
  const folderOf = (path: string) => path.slice(0, path.indexOf('/'));
  const folders = [...new Set(files.map((file) => folderOf(file.path)))].sort(
    (a, b) => folderOrder.indexOf(a) - folderOrder.indexOf(b),
  );
  const lines = [
    texts.header.replace('{username}', facts.username).replace('{date}', facts.date),
    '',
    texts.contents,
  ];
  for (const folder of folders) {
    lines.push('', `${folder}/`);
    for (const file of files.filter((each) => folderOf(each.path) === folder))
      lines.push(`  ${file.path}`, `      ${file.about}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
