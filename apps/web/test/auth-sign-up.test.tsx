import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SignUpAgreements, useUserStore } from '../src/stores/user-store.ts';
import { describedText, fail, serve, smsRoutes, type, verifyPhone } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

const ALL_AGREED: SignUpAgreements = {
  agreeService: true,
  agreePrivacy: true,
  agreeGps: true,
  isMarketing: false,
};

const formFields = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe('/signUp chooser', () => {
  it('remembers the member type and goes on to the terms', async () => {
    serve({});
    const { router } = renderApp('/signUp');
    await findPageTitle('회원가입');
    expect((screen.getByRole('radio', { name: /일반 회원/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /변호사/ }));
    expect(screen.getByText('중개인·변호사 회원은 자격 서류를 확인한 뒤 승인됩니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '아이디로 가입하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/agreement'));
    expect(useUserStore.getState().signUpTemp.userType).toBe('LAWYER');
  });

  it('continues a social sign-up with what the provider told us', async () => {
    serve({});
    useUserStore.setState({
      snsLoginData: { id: 'ticket-1', joinType: 'K', name: '카카오친구', email: 'kakao.friend@example.com' },
    });
    renderApp('/signUp');
    expect(await screen.findByText('카카오 계정으로 가입합니다')).toBeTruthy();
    expect(screen.getByText('카카오친구 · kakao.friend@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: '카카오 계정으로 계속하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '아이디로 가입하기' })).toBeNull();
  });
});

describe('/signUp/agreement', () => {
  it('waits for the three required terms; 전체 동의 ticks all four, marketing included', async () => {
    serve({});
    useUserStore.setState({ signUpTemp: { userType: 'BROKER' } });
    const { router } = renderApp('/signUp/agreement');
    await findPageTitle('약관 동의');
    const next = screen.getByRole('button', { name: '다음' });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(describedText(next)).toBe('필수 약관에 모두 동의해야 가입할 수 있습니다.');

    fireEvent.click(screen.getByRole('checkbox', { name: '필수 서비스 이용약관 동의' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '필수 개인정보 수집 및 이용 동의' }));
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '필수 위치기반서비스 이용약관 동의' }));
    expect(next.hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('checkbox', { name: '전체 동의' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    expect(
      (screen.getByRole('checkbox', { name: '선택 마케팅 정보 수신 동의' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '선택 마케팅 정보 수신 동의' }));
    expect((screen.getByRole('checkbox', { name: '전체 동의' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(next);
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/BROKER'));
    expect(useUserStore.getState().signUpTemp.agreements).toEqual(ALL_AGREED);
  });

  it('opens the terms in a modal', async () => {
    serve({});
    renderApp('/signUp/agreement');
    await findPageTitle('약관 동의');
    fireEvent.click(screen.getByRole('button', { name: '개인정보 수집 및 이용 동의 내용 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '개인정보 수집 및 이용' });
    expect(dialog.textContent).toContain('보유 기간: 회원 탈퇴 시까지.');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('/signUp/{userType} form', () => {
  it('asks for the terms first when they were skipped', async () => {
    serve({});
    renderApp('/signUp/GENERAL');
    expect(await screen.findByRole('heading', { name: '약관 동의부터 진행해주세요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '처음부터 가입하기' }).getAttribute('href')).toBe('/signUp');
  });

  it('signs a general member up: id check, live password rules, SMS, then the completion screen', async () => {
    const { requests } = serve({
      ...smsRoutes,
      'GET /api/user/duplication/check': (request) =>
        request.url.includes('id=taken01') ? ok({ available: false }) : ok({ available: true }),
      'POST /api/user': () => ok({ userNo: 31, userType: 'GENERAL', status: 'ACTIVE' }),
    });
    useUserStore.setState({
      signUpTemp: { userType: 'GENERAL', agreements: { ...ALL_AGREED, isMarketing: true } },
    });
    const { router } = renderApp('/signUp/GENERAL');
    await findPageTitle('일반 회원가입');

    // Nothing filled: every field says what it needs, and the focus goes to the first.
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '입력하지 않았거나 잘못 입력한 항목이 있습니다.',
    );
    const id = screen.getByLabelText('아이디');
    expect(describedText(id)).toBe('아이디를 입력해주세요.');
    expect(describedText(screen.getByLabelText('이름'))).toBe('이름을 입력해주세요.');
    expect(describedText(screen.getByLabelText('휴대폰 번호'))).toBe('휴대폰 번호를 입력해주세요.');
    await waitFor(() => expect(document.activeElement).toBe(id));

    // The id: the rule, then the duplication check, which a changed id must pass again.
    type(id, 'taken01');
    fireEvent.click(screen.getByRole('button', { name: '중복확인' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('아이디'))).toBe('이미 사용 중인 아이디입니다.'),
    );
    type(id, 'tenant01');
    await waitFor(() => expect(describedText(id)).toBe('아이디 중복확인을 해주세요.'));
    fireEvent.click(screen.getByRole('button', { name: '중복확인' }));
    await waitFor(() => expect(describedText(id)).toBe('사용 가능한 아이디입니다.'));
    expect(id.getAttribute('aria-invalid')).toBeNull();

    // The password rules speak as the user types.
    const password = screen.getByLabelText('비밀번호');
    type(password, 'abc12345');
    await waitFor(() =>
      expect(describedText(password)).toBe('영문, 숫자는 3자 이상 연속으로 입력할 수 없습니다.'),
    );
    type(password, 'aaa12580');
    await waitFor(() =>
      expect(describedText(password)).toBe('동일 문자를 3자 이상 연속으로 입력할 수 없습니다.'),
    );
    type(password, 'Safe2580!');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    expect(within(rules).getAllByText('충족')).toHaveLength(4);
    const confirm = screen.getByLabelText('비밀번호 확인');
    type(confirm, 'Safe2580');
    expect(describedText(confirm)).toBe('비밀번호가 일치하지 않습니다.');
    type(confirm, 'Safe2580!');
    expect(describedText(confirm)).toBe('비밀번호가 일치합니다.');

    type(screen.getByLabelText('이름'), '최세입');
    await verifyPhone('01066660001');
    type(screen.getByLabelText(/^이메일/), 'tenant@example');
    fireEvent.blur(screen.getByLabelText(/^이메일/));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/^이메일/))).toBe('이메일 형식에 맞게 입력해주세요.'),
    );
    type(screen.getByLabelText(/^이메일/), 'tenant@example.com');
    type(screen.getByLabelText(/^생년월일/), '1995-02-30');
    expect((screen.getByLabelText(/^생년월일/) as HTMLInputElement).value).toBe('19950230');
    fireEvent.blur(screen.getByLabelText(/^생년월일/));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/^생년월일/))).toBe(
        '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)',
      ),
    );
    type(screen.getByLabelText(/^생년월일/), '19950214');

    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/GENERAL/active'));
    expect(await screen.findByRole('heading', { name: '가입이 완료되었습니다' })).toBeTruthy();
    const signUp = requests.find((r) => r.method === 'POST' && r.url === '/api/user')!;
    expect(formFields(signUp.body)).toEqual({
      userType: 'GENERAL',
      id: 'tenant01',
      password: 'Safe2580!',
      passwordConfirm: 'Safe2580!',
      name: '최세입',
      phone: '01066660001',
      email: 'tenant@example.com',
      birthDate: '19950214',
      verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
      agreeService: 'true',
      agreePrivacy: 'true',
      agreeGps: 'true',
      isMarketing: 'true',
    });
    // The answers (and the password) are gone once the account exists.
    expect(useUserStore.getState().signUpTemp).toEqual({});
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
  });

  it('puts a refusal of the server under its field', async () => {
    serve({
      ...smsRoutes,
      'GET /api/user/duplication/check': () => ok({ available: true }),
      'POST /api/user': () => fail(-1302, '이미 가입된 휴대폰 번호입니다.', 409),
    });
    useUserStore.setState({ signUpTemp: { userType: 'GENERAL', agreements: ALL_AGREED } });
    const { router } = renderApp('/signUp/GENERAL');
    await findPageTitle('일반 회원가입');
    type(screen.getByLabelText('아이디'), 'tenant01');
    fireEvent.click(screen.getByRole('button', { name: '중복확인' }));
    await screen.findByText('사용 가능한 아이디입니다.');
    type(screen.getByLabelText('비밀번호'), 'Safe2580!');
    type(screen.getByLabelText('비밀번호 확인'), 'Safe2580!');
    type(screen.getByLabelText('이름'), '최세입');
    await verifyPhone();
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('휴대폰 번호'))).toBe('이미 가입된 휴대폰 번호입니다.'),
    );
    expect(currentPath(router)).toBe('/signUp/GENERAL');
  });

  it('signs up after a social sign-in without an id or password, linking the ticket', async () => {
    const { requests } = serve({
      ...smsRoutes,
      'POST /api/user': () => ok({ userNo: 32, userType: 'GENERAL', status: 'ACTIVE' }),
    });
    useUserStore.setState({
      snsLoginData: { id: 'ticket-1', joinType: 'K', name: '카카오친구', email: 'kakao.friend@example.com' },
      signUpTemp: { userType: 'GENERAL', agreements: ALL_AGREED },
    });
    const { router } = renderApp('/signUp/GENERAL');
    await findPageTitle('일반 회원가입');
    expect(screen.queryByLabelText('아이디')).toBeNull();
    expect(screen.queryByLabelText('비밀번호')).toBeNull();
    expect((screen.getByLabelText('가입 계정') as HTMLInputElement).value).toBe(
      '카카오 계정 · kakao.friend@example.com',
    );
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('카카오친구');
    expect((screen.getByLabelText(/^이메일/) as HTMLInputElement).value).toBe('kakao.friend@example.com');
    await verifyPhone();
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/GENERAL/active'));
    const fields = formFields(requests.find((r) => r.url === '/api/user')!.body);
    expect(fields).toMatchObject({ joinType: 'K', socialTicket: 'ticket-1', name: '카카오친구' });
    expect(fields).not.toHaveProperty('id');
    expect(fields).not.toHaveProperty('password');
    expect(useUserStore.getState().snsLoginData).toBeNull();
  });
});

describe('/signUp/BROKER/broker_info', () => {
  const png = (name = 'license.png', size = 1200) =>
    new File([new Uint8Array(size)], name, { type: 'image/png' });
  const pdf = (name = 'registration.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  const pick = (label: string, file: File) =>
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

  function brokerReady() {
    useUserStore.setState({
      signUpTemp: {
        userType: 'BROKER',
        agreements: ALL_AGREED,
        id: 'agent0001',
        checkedId: 'agent0001',
        password: 'Broker2go!',
        passwordConfirm: 'Broker2go!',
        name: '정중개',
        phone: '01066660002',
        verificationId: '0b5c3a3e-8d1f-4a9c-9d7e-1f2a3b4c5d6e',
      },
    });
  }

  it('asks to go back when the earlier answers are gone (a reload forgets the password)', async () => {
    serve({});
    useUserStore.setState({ signUpTemp: { userType: 'BROKER', agreements: ALL_AGREED, name: '정중개' } });
    renderApp('/signUp/BROKER/broker_info');
    expect(await screen.findByRole('heading', { name: '입력 정보를 다시 확인해주세요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '가입 정보 다시 입력하기' }).getAttribute('href')).toBe(
      '/signUp/BROKER',
    );
  });

  it('checks the office fields and documents, refuses a wrong file before sending, and ends pending', async () => {
    const urls: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${urls.length}-${(blob as File).name}`;
      urls.push(url);
      return url;
    };
    URL.revokeObjectURL = () => {};
    const { requests } = serve({
      'POST /api/user': () => ok({ userNo: 40, userType: 'BROKER', status: 'PENDING' }),
    });
    brokerReady();
    const { router } = renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');

    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('중개사무소 상호'))).toBe(
        '사무소(법인) 이름을 입력해주세요.',
      ),
    );
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록번호'))).toBe(
        '사업자등록번호 10자리를 입력해주세요.',
      ),
    );
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록증'))).toBe('사업자등록증 파일을 첨부해주세요.'),
    );
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('중개사무소 등록증'))).toBe(
        '중개사무소 등록증 파일을 첨부해주세요.',
      ),
    );

    type(screen.getByLabelText('중개사무소 상호'), '정직공인중개사');
    type(screen.getByLabelText('사업자등록번호'), '1234567890');
    expect((screen.getByLabelText('사업자등록번호') as HTMLInputElement).value).toBe('123-45-67890');
    type(screen.getByLabelText('중개사무소 등록번호'), '11680-2024-00001');
    type(screen.getByLabelText(/^사무소 전화번호/), '02-55');
    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/^사무소 전화번호/))).toBe('연락처를 정확히 입력해주세요.'),
    );
    type(screen.getByLabelText(/^사무소 전화번호/), '02-555-1234');

    pick('사업자등록증', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록증'))).toBe(
        '이미지(JPG, PNG, GIF, WEBP) 또는 PDF 파일만 올릴 수 있습니다.',
      ),
    );
    pick('사업자등록증', png('huge.png', 10 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록증'))).toBe('10MB 이하 파일만 올릴 수 있습니다.'),
    );
    pick('사업자등록증', png());
    pick('중개사무소 등록증', pdf());
    pick('프로필 사진', pdf('me.pdf'));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('프로필 사진'))).toBe(
        '프로필 사진은 이미지 파일만 올릴 수 있습니다.',
      ),
    );

    // An image is previewed from the file itself; a PDF by its name.
    expect(await screen.findByText('license.png')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:test/0-license.png');
    expect(screen.getByText('registration.pdf')).toBeTruthy();
    expect(screen.getByText('1.2KB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/BROKER/pending'));
    expect(await screen.findByRole('heading', { name: '가입 신청이 완료되었습니다' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '승인 진행 단계' }).textContent).toContain('서류 확인');

    const form = requests.find((r) => r.url === '/api/user')!.body as FormData;
    expect(form.get('userType')).toBe('BROKER');
    expect(form.get('company')).toBe('정직공인중개사');
    expect(form.get('businessNo')).toBe('1234567890');
    // The shared schema sends the number as the column keeps it: digits only.
    expect(form.get('officePhone')).toBe('025551234');
    expect(form.has('officeAddress')).toBe(false);
    expect((form.get('businessLicenseFile') as File).name).toBe('license.png');
    expect((form.get('brokerRegistrationFile') as File).name).toBe('registration.pdf');
    expect(form.has('brokerProfileFile')).toBe(false);
  });

  it('shows a refused document under its picker', async () => {
    serve({
      'POST /api/user': () =>
        fail(-1401, '이미지(JPG, PNG, GIF) 또는 PDF 파일만 10MB 이하로 올릴 수 있습니다.', 400, {
          field: 'businessLicenseFile',
        }),
    });
    URL.createObjectURL = () => 'blob:test/x';
    URL.revokeObjectURL = () => {};
    brokerReady();
    renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    type(screen.getByLabelText('중개사무소 상호'), '정직공인중개사');
    type(screen.getByLabelText('사업자등록번호'), '1234567890');
    type(screen.getByLabelText('중개사무소 등록번호'), 'R-1');
    pick('사업자등록증', png());
    pick('중개사무소 등록증', pdf());
    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('사업자등록증'))).toBe(
        '이미지(JPG, PNG, GIF) 또는 PDF 파일만 10MB 이하로 올릴 수 있습니다.',
      ),
    );
  });

  it('sends a taken id back to the form step, with the message under the id', async () => {
    serve({
      'POST /api/user': () => fail(-1301, '이미 사용 중인 아이디입니다.', 409),
    });
    URL.createObjectURL = () => 'blob:test/x';
    URL.revokeObjectURL = () => {};
    brokerReady();
    const { router } = renderApp('/signUp/BROKER/broker_info');
    await findPageTitle('중개사무소 정보 입력');
    type(screen.getByLabelText('중개사무소 상호'), '정직공인중개사');
    type(screen.getByLabelText('사업자등록번호'), '1234567890');
    type(screen.getByLabelText('중개사무소 등록번호'), 'R-1');
    pick('사업자등록증', png());
    pick('중개사무소 등록증', pdf());
    fireEvent.click(screen.getByRole('button', { name: '가입 신청하기' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/BROKER'));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('아이디'))).toBe('이미 사용 중인 아이디입니다.'),
    );
  });
});

describe('/signUp/{userType}/{status}', () => {
  it('a general member can sign in at once', async () => {
    serve({});
    renderApp('/signUp/GENERAL/active');
    expect(await screen.findByRole('heading', { name: '가입이 완료되었습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' })).toBeTruthy();
  });

  it('a lawyer waits for approval', async () => {
    serve({});
    renderApp('/signUp/LAWYER/pending');
    expect(await screen.findByRole('heading', { name: '가입 신청이 완료되었습니다' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '로그인하기' })).toBeNull();
  });
});
