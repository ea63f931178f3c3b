/** The number of the latest `turn/start` in the session log; 0 before the first turn. */
export function currentTurn(agent) {
    const events = agent?.session.events;
    if (!events)
        return 0;
    for (let i = events.length - 1; i >= 0; i--) {
        const e = events[i];
        if (e?.type === 'turn/start')
            return e.data.turn;
    }
    return 0;
}
