// The same display without React (bench/react-floor/index.ts): the browser's own floor.
const time = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
});
const socket = new WebSocket(`ws://${location.host}/ws`);
socket.onmessage = (e: MessageEvent<string>) => {
  const main = document.createElement('main');
  for (const call of JSON.parse(e.data) as Array<{ id: number; text: string }>) {
    const card = main.appendChild(document.createElement('article'));
    card.dataset.testid = 'call-card';
    card.appendChild(document.createElement('h2')).textContent = call.text;
    card.append(time.format(new Date()));
  }
  document.getElementById('root')?.replaceChildren(main);
};
