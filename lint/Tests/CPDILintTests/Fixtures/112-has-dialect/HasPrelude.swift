// The `Has…` dialect (reduced from real apps): shared declarations. Each `Has…` protocol has exactly one get-only property.
protocol Clock { var now: Int { get } }
protocol Favorites { func add(_ id: Int) }
protocol Persistence { func read(_ id: Int) -> String }
protocol DateFormatting { func format(_ time: Int) -> String }

protocol HasClock { var clock: any Clock { get } }
protocol HasFavorites { var favorites: any Favorites { get } }
protocol HasPersistence { var persistence: any Persistence { get } }
protocol HasDateFormatting { var dateFormatting: any DateFormatting { get } }
