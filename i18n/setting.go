package i18n

// The site keeps one language setting for every screen: versioned JSON
// under SettingKey in localStorage, written by the Go pages and by the
// pages' shared script (site/static/site.js), which reads it the same way.
const (
	SettingKey     = "elephant.lang"
	settingVersion = "1"
)

// Setting is the stored form of the language: {"v":1,"lang":"es"}.
func (l Lang) Setting() string {
	return `{"v":` + settingVersion + `,"lang":"` + string(l) + `"}`
}

// ParseSetting reads a stored setting; ok is false for anything but a
// setting this version wrote, which the caller discards.
func ParseSetting(raw string) (l Lang, ok bool) {
	for _, l := range Langs {
		if raw == l.Setting() {
			return l, true
		}
	}
	return English, false
}
