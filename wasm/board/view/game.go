package view

// Game names the board a view draws and the look of its pieces, by the
// game's name as the rules write it ("janggi"). The view keeps its own
// type so that it knows no rules: a driver says which board it shows
// (driver.ViewGame).
type Game string

const (
	Xiangqi   Game = "xiangqi"
	Janggi    Game = "janggi"
	Shatar    Game = "shatar"
	Hiashatar Game = "hiashatar"
	Banqi     Game = "banqi"
)
