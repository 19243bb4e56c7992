package driver

import (
	"time"

	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// moveTime is how long the engine thinks over a move at a level.
func moveTime(level int) time.Duration { return time.Duration(150+120*level) * time.Millisecond }

// maybeThink asks the engine to move when its seat is to move.
func (c *Controller) maybeThink() {
	if c.mode != Engine || c.game == nil || c.game.Over() || c.thinking || c.game.Reviewing() ||
		c.players[c.seat(c.game.Live())] {
		return
	}
	c.thinkID++
	c.thinking = true
	c.message = c.lang.T("board.thinking")
	c.host.Think(c.game.Request(c.thinkID, c.level, protocol.Limits{MoveTime: moveTime(c.level)}))
}

func (c *Controller) stopThinking() {
	if c.thinking {
		c.thinking = false
		c.host.CancelThink()
	}
}

// EngineInfo shows the engine's progress on the status line.
func (c *Controller) EngineInfo(id int, line string) {
	if id == c.thinkID && c.thinking {
		c.message = c.lang.T("board.thinking.info", line)
	}
}

// EngineFailed reports a search that could not finish.
func (c *Controller) EngineFailed(id int, err error) {
	if id == c.thinkID && c.thinking {
		c.thinking = false
		c.message = c.lang.T("board.engine.failed", err.Error())
	}
}

// EngineMove plays the engine's answer to request id; stale answers are
// ignored. The engine's chain of banqi captures goes on by itself.
func (c *Controller) EngineMove(id int, uci string) {
	if id != c.thinkID || !c.thinking || c.game == nil {
		return
	}
	c.thinking = false
	if err := c.game.PlayUCI(uci, core.ByEngine); err != nil {
		c.message = c.lang.T("board.engine.answer", clip(uci), reason(err))
		return
	}
	c.sync()
	c.maybeThink()
}
