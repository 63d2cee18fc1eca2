// The sandbox game's page script: sends a round to the studio's server and shows what it answers
// (already worded and formatted there). The launch token, the game and the labels come from the
// page's JSON block.
const data = JSON.parse(document.getElementById("sandbox-game")?.textContent ?? "null");
const form = document.getElementById("play-form");
const stake = document.getElementById("stake");
const button = document.getElementById("play");
const result = document.getElementById("result");
const multiplier = document.getElementById("multiplier");
const balance = document.getElementById("balance");

if (data && form && stake && button && result && multiplier && balance) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = data.labels.playing;
    multiplier.classList.remove("is-win", "is-shown");
    let canPlay = true;
    try {
      const response = await fetch(`/provider-sandbox/games/${encodeURIComponent(data.game)}/rounds`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: data.token, amount: Number(stake.value), lang: data.lang }),
      });
      const round = await response.json();
      result.textContent = round.message ?? "";
      if (round.balance) balance.textContent = round.balance;
      if (round.multiplier) {
        multiplier.textContent = `${round.multiplier}×`;
        multiplier.classList.add("is-shown");
        multiplier.classList.toggle("is-win", round.isWin === true);
      }
      canPlay = round.canPlay !== false;
    } catch {
      result.textContent = data.labels.failed;
    } finally {
      button.textContent = data.labels.play;
      button.disabled = !canPlay;
      stake.disabled = !canPlay;
    }
  });
}
