import type { TranslationTree } from '../translations';

/** The interest domain's server texts (libs/contracts `interestMessages`), in Thai. */
export default {
  'Interest Finished': 'ดำเนินการเรียบร้อยแล้ว',
  'No results found': 'ไม่พบผลลัพธ์',
  'You cannot show interest in yourself': 'คุณไม่สามารถแสดงความสนใจในตัวเองได้',
  'This member is not available': 'สมาชิกคนนี้ไม่พร้อมให้ติดต่อ',
  'You have already shown interest in this member': 'คุณได้แสดงความสนใจในสมาชิกคนนี้แล้ว',
  'You are already matched with this member': 'คุณจับคู่กับสมาชิกคนนี้แล้ว',
  'This member has already shown interest in you. Choose Match instead.':
    'สมาชิกคนนี้แสดงความสนใจในตัวคุณแล้ว กรุณาเลือกจับคู่แทน',
  'This member has not shown interest in you': 'สมาชิกคนนี้ยังไม่ได้แสดงความสนใจในตัวคุณ',
  'There is no interest between you and this member': 'ไม่มีความสนใจระหว่างคุณกับสมาชิกคนนี้',
  'The action must be check, check-response, match or ignore':
    'การดำเนินการต้องเป็น check, check-response, match หรือ ignore',
  'Please give either user_id or user_interest_id':
    'กรุณาระบุ user_id หรือ user_interest_id อย่างใดอย่างหนึ่ง',
  'Member blocked': 'บล็อกสมาชิกแล้ว',
  'Member unblocked': 'เลิกบล็อกสมาชิกแล้ว',
  'You cannot block yourself': 'คุณไม่สามารถบล็อกตัวเองได้',
  'You cannot report yourself': 'คุณไม่สามารถรายงานตัวเองได้',
  'Please choose a reason': 'กรุณาเลือกเหตุผล',
  'Thank you. We have received your report and will look at it. You will no longer see each other.':
    'ขอบคุณ เราได้รับรายงานของคุณแล้วและจะตรวจสอบ คุณทั้งสองจะไม่เห็นกันอีกต่อไป',
  'Subscribe to start a conversation. You can reply when a subscriber writes to you first.':
    'สมัครสมาชิกเพื่อเริ่มการสนทนา คุณตอบกลับได้เมื่อสมาชิกที่สมัครแล้วส่งข้อความหาคุณก่อน',
  'You can only write to members you are matched with': 'คุณส่งข้อความได้เฉพาะสมาชิกที่จับคู่กับคุณแล้วเท่านั้น',
  'You cannot write to yourself': 'คุณไม่สามารถส่งข้อความถึงตัวเองได้',
  'This conversation is not available': 'การสนทนานี้ไม่พร้อมใช้งาน',
  'Please give either conversation_id or other_user_id':
    'กรุณาระบุ conversation_id หรือ other_user_id อย่างใดอย่างหนึ่ง',
  'Please write a message': 'กรุณาพิมพ์ข้อความ',
  'A message can be at most 2,000 characters': 'ข้อความยาวได้ไม่เกิน 2,000 ตัวอักษร',
  'You are sending messages too quickly. Please wait a moment.': 'คุณส่งข้อความเร็วเกินไป กรุณารอสักครู่',
  'You have started many new conversations today. Please try again tomorrow.':
    'วันนี้คุณเริ่มการสนทนาใหม่หลายครั้งแล้ว กรุณาลองใหม่พรุ่งนี้',
} satisfies TranslationTree;
