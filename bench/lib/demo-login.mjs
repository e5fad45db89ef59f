// Signs in to a server started with the demo data; answers the Authorization header of the session.
export async function signInDemo(baseUrl, user = 'xianfeng', password = 'xianfeng1234') {
  const res = await fetch(`${baseUrl}/api/management/users/login/password`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  if (!res.ok) {
    throw new Error(`sign-in as ${user}: HTTP ${res.status} ${await res.text()}`);
  }
  const { data } = await res.json();
  return `Basic ${Buffer.from(`${data.token}:`).toString('base64')}`;
}
