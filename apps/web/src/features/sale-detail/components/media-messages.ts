/**
 * The Korean text of the listing's media pieces (zoom gallery, file viewer, share). Kept beside them rather
 * than in shared/messages.ts, which ships in the entry chunk of every screen: these strings load only with
 * the listing detail and its dialogs, and /main stays inside its 150 KB budget.
 */
export const MEDIA_MSG = {
  gallery: {
    /** The dialog's name: '{title} 사진'. */
    label: (title: string) => `${title} 사진`,
    photoAlt: (title: string, n: number, total: number) => `${title} 사진 ${n}/${total}`,
    /** Spoken with the visible '3 / 6'. */
    count: (n: number, total: number) => `사진 ${total}장 중 ${n}번째`,
    previous: '이전 사진',
    next: '다음 사진',
    zoomIn: '확대',
    zoomOut: '축소',
    zoomReset: '원래 크기',
    zoomLevel: (percent: number) => `${percent}%`,
    help: '좌우 화살표 키로 사진을 넘기고, + − 키나 마우스 휠로 확대·축소합니다. 두 번 누르면 확대됩니다.',
    toolbar: '사진 확대 도구',
  },
  share: {
    button: '공유',
    buttonLabel: (title: string) => `${title} 공유하기`,
    copied: '링크를 복사했어요',
    /** No share sheet and no clipboard: the link is shown to copy by hand. */
    failed: (link: string) => `공유하지 못했어요. 이 링크를 복사해 주세요: ${link}`,
    choiceTitle: '공유하기',
    kakao: '카카오톡으로 공유',
    otherApps: '다른 앱으로 공유',
  },
  file: {
    loading: '불러오는 중…',
    progressLabel: '파일 불러오기 진행률',
    download: '내려받기',
    downloadLabel: (name: string) => `${name} 내려받기`,
    loginRequired: '로그인이 필요합니다',
    loginHint: '등기부등본과 건축물대장은 로그인한 회원만 볼 수 있어요.',
    notFound: '파일을 찾을 수 없습니다',
    notFoundHint: '파일이 지워졌거나 주소가 바뀌었어요.',
    failed: '파일을 불러오지 못했어요',
    retry: '다시 시도',
    unsupported: '이 형식은 미리 볼 수 없어요',
    unsupportedHint: '내려받아 기기의 앱으로 열어 주세요.',
    pdfFailed: 'PDF를 표시하지 못했어요. 내려받아 확인해 주세요.',
    imageAlt: (name: string) => `${name} 미리보기`,
    pageAlt: (name: string, page: number, pages: number) => `${name} ${page}/${pages}쪽`,
    pageCount: (page: number, pages: number) => `${page} / ${pages}쪽`,
    previousPage: '이전 쪽',
    nextPage: '다음 쪽',
    fitWidth: '폭 맞춤',
    pageTools: '문서 쪽 이동과 확대',
    pageArea: '문서 화면',
  },
} as const;
