import type { UsageMessages } from './usage.messages.en';

/** Usage messages, th. */
export const usageMessagesTh = {
  plansTitle: 'แพ็กเกจ',
  billingPeriod: 'รอบการเรียกเก็บเงิน',
  billingMonthly: 'รายเดือน',
  billingYearly: 'รายปี',
  planPricePerMonth: '{price} / เดือน',
  planPricePerYear: '{price} / ปี',
  yearlySavingBadge: 'ประหยัด {percent}',
  planSearchesLimit: '{count, plural, other {# การค้นหา}} ต่อเดือน',
  planProductsLimit: '{count, plural, other {# สินค้า}}',
  planStoresLimit: '{count, plural, other {# ร้านค้า}}',
  planOverLimitUse: 'ใช้อยู่ {current}',
  yourPlan: 'แพ็กเกจของคุณ',
  upgradeToPlan: 'อัปเกรดเป็น {plan}',
  downgradeToPlan: 'ดาวน์เกรดเป็น {plan}',
  switchToYearly: 'เปลี่ยนเป็นชำระรายปี',
  switchToMonthly: 'เปลี่ยนเป็นชำระรายเดือน',
  planChangeTitle: 'เปลี่ยนเป็น {plan} ไหม',
  planChargeMonthly: 'วันนี้คุณจะถูกเรียกเก็บ {price} สำหรับเดือนแรก และขีดจำกัดของแพ็กเกจ {plan} มีผลทันที',
  planChargeYearly: 'วันนี้คุณจะถูกเรียกเก็บ {price} สำหรับปีแรก และขีดจำกัดของแพ็กเกจ {plan} มีผลทันที',
  planChanged: 'ตอนนี้คุณใช้แพ็กเกจ {plan} แล้ว',
  planOverLimits: 'การใช้งานปัจจุบันของคุณเกินขีดจำกัดของแพ็กเกจ {plan}',
} as const satisfies UsageMessages;
