/// The catalog every new data directory starts with: 240 made-up coffee shops within 3 km of the
/// centers of eight real cities, with made-up addresses on real street names. Sample data only.
enum SampleCatalog {
    static let csv = """
        name,latitude,longitude,address,city
        Tidal Coffee,55.697362,12.560300,Gothersgade 142,Copenhagen
        Hazel Coffee Club,55.671850,12.585060,Nørrebrogade 88,Copenhagen
        Wild Coffee Co.,55.691758,12.558331,Istedgade 136,Copenhagen
        Tidal Café,55.665600,12.534084,Vesterbrogade 88,Copenhagen
        Ritual Brew Bar,55.689838,12.606810,Vesterbrogade 141,Copenhagen
        Ritual Kaffebar,55.683234,12.599439,Østerbrogade 97,Copenhagen
        Union Coffee Co.,55.691536,12.558211,Store Kongensgade 173,Copenhagen
        Northern Roasters,55.691420,12.589402,Læderstræde 12,Copenhagen
        Tandem Brew Bar,55.696296,12.588864,Istedgade 145,Copenhagen
        Union Café,55.683683,12.574540,Store Kongensgade 152,Copenhagen
        Signal Coffee House,55.677093,12.562383,Elmegade 5,Copenhagen
        Northern Espresso Bar,55.674769,12.564439,Læderstræde 36,Copenhagen
        Little Coffee Club,55.670562,12.575777,Læderstræde 108,Copenhagen
        Drift Coffee,55.686879,12.605651,Istedgade 67,Copenhagen
        Paper Kaffebar,55.692708,12.567550,Store Kongensgade 25,Copenhagen
        Stone Roasters,55.688238,12.577285,Blågårdsgade 176,Copenhagen
        Ritual Coffee Lab,55.689419,12.529887,Læderstræde 130,Copenhagen
        Lantern Coffee,55.669448,12.578791,Jægersborggade 144,Copenhagen
        Pilot Coffee Club,55.674280,12.585712,Nørrebrogade 36,Copenhagen
        Saffron Espresso Bar,55.652941,12.565577,Elmegade 177,Copenhagen
        Comet Coffee,55.692691,12.604292,Vesterbrogade 159,Copenhagen
        Northern Kaffebar,55.656123,12.556785,Læderstræde 86,Copenhagen
        Northern Coffee Lab,55.694661,12.600357,Elmegade 143,Copenhagen
        Atlas Coffee Co.,55.662660,12.567946,Østerbrogade 117,Copenhagen
        Paper Café,55.652004,12.564281,Istedgade 30,Copenhagen
        Tidal Brew Bar,55.670202,12.599937,Store Kongensgade 173,Copenhagen
        Union Kaffebar,55.663597,12.591999,Østerbrogade 155,Copenhagen
        Paper Espresso Bar,55.699095,12.575996,Blågårdsgade 35,Copenhagen
        Signal Roasters,55.663734,12.538170,Store Kongensgade 22,Copenhagen
        Quiet Coffee Lab,55.662172,12.560249,Elmegade 3,Copenhagen
        Golden Coffee House,48.872022,2.341196,Rue de Charonne 170,Paris
        Harbor Coffee Club,48.858424,2.343389,Rue de Bretagne 154,Paris
        Vinyl Espresso Bar,48.836433,2.328173,Rue Saint-Maur 4,Paris
        Juniper Espresso Bar,48.863405,2.317872,Rue du Faubourg Saint-Denis 69,Paris
        Union Kaffebar,48.879006,2.358537,Rue du Faubourg Saint-Denis 163,Paris
        Orchard Coffee House,48.852968,2.327230,Rue de Turenne 1,Paris
        Meadow Kaffebar,48.837762,2.342437,Rue de Bretagne 38,Paris
        Atlas Brew Bar,48.860657,2.329214,Rue des Martyrs 102,Paris
        Orchard Coffee Co.,48.844939,2.346423,Rue de Bretagne 131,Paris
        Ritual Café,48.853121,2.364543,Rue Oberkampf 120,Paris
        Wild Coffee Co.,48.835795,2.370770,Rue du Faubourg Saint-Denis 150,Paris
        Stone Roasters,48.879846,2.361134,Rue Saint-Maur 126,Paris
        Union Brew Bar,48.875511,2.328095,Rue Oberkampf 96,Paris
        Nomad Kaffebar,48.870746,2.353765,Rue Saint-Maur 36,Paris
        Wild Café,48.844826,2.372940,Rue des Martyrs 157,Paris
        Kettle Coffee,48.857701,2.353486,Rue de Turenne 56,Paris
        Saffron Kaffebar,48.841949,2.343356,Rue de Turenne 176,Paris
        Stone Kaffebar,48.854467,2.344070,Rue Montorgueil 149,Paris
        Signal Brew Bar,48.862260,2.376945,Rue Oberkampf 70,Paris
        Tandem Roasters,48.838552,2.350112,Boulevard Saint-Germain 131,Paris
        Saffron Coffee Club,48.840053,2.335883,Rue Montorgueil 125,Paris
        Maple Coffee,48.854944,2.348486,Rue Oberkampf 33,Paris
        Marigold Coffee Club,48.866956,2.362393,Rue Saint-Maur 148,Paris
        Cobalt Coffee Lab,48.868907,2.348852,Rue Oberkampf 87,Paris
        Copper Coffee Co.,48.882564,2.357766,Rue de Charonne 38,Paris
        Northern Coffee House,48.838400,2.340641,Rue Saint-Maur 145,Paris
        Comet Roasters,48.874124,2.358788,Boulevard Saint-Germain 136,Paris
        Hazel Brew Bar,48.863841,2.386383,Rue de la Roquette 42,Paris
        Meadow Brew Bar,48.878419,2.334207,Rue Montorgueil 38,Paris
        Signal Espresso Bar,48.831974,2.343732,Rue des Martyrs 56,Paris
        Tandem Espresso Bar,52.528360,13.400492,Torstraße 143,Berlin
        Cobalt Brew Bar,52.517191,13.411327,Kollwitzstraße 142,Berlin
        Tidal Espresso Bar,52.527495,13.391922,Torstraße 39,Berlin
        Tidal Roasters,52.523705,13.431045,Oranienstraße 118,Berlin
        Harbor Coffee Co.,52.542859,13.422381,Sonnenallee 107,Berlin
        Stone Café,52.536762,13.426921,Bergmannstraße 44,Berlin
        Golden Café,52.498958,13.398192,Linienstraße 30,Berlin
        Ritual Coffee Lab,52.497521,13.400868,Weserstraße 109,Berlin
        Velvet Coffee Club,52.505566,13.427000,Warschauer Straße 111,Berlin
        Orchard Espresso Bar,52.513126,13.380761,Bergmannstraße 23,Berlin
        Ritual Espresso Bar,52.519277,13.374530,Kastanienallee 34,Berlin
        Paper Coffee,52.510728,13.365625,Weserstraße 79,Berlin
        Orchard Café,52.508873,13.365462,Oranienstraße 124,Berlin
        Vinyl Coffee House,52.537782,13.413635,Bergmannstraße 49,Berlin
        Tandem Kaffebar,52.542322,13.381248,Bergmannstraße 122,Berlin
        Union Coffee,52.542658,13.392139,Linienstraße 58,Berlin
        Maple Espresso Bar,52.536098,13.397340,Bergmannstraße 25,Berlin
        Saffron Coffee,52.543079,13.395406,Oranienstraße 159,Berlin
        Marigold Brew Bar,52.511673,13.379469,Weserstraße 105,Berlin
        Marigold Roasters,52.529586,13.429372,Linienstraße 102,Berlin
        Golden Brew Bar,52.520379,13.437974,Schönhauser Allee 51,Berlin
        Drift Brew Bar,52.516905,13.442096,Kastanienallee 136,Berlin
        Kettle Coffee,52.510691,13.382599,Weserstraße 108,Berlin
        Orchard Kaffebar,52.516870,13.433810,Kastanienallee 127,Berlin
        Quiet Roasters,52.502815,13.411099,Warschauer Straße 36,Berlin
        Quiet Espresso Bar,52.511635,13.363170,Schönhauser Allee 160,Berlin
        Tidal Coffee Co.,52.530313,13.418510,Kastanienallee 141,Berlin
        Juniper Café,52.515881,13.445530,Kastanienallee 142,Berlin
        Quiet Coffee Lab,52.540167,13.425960,Torstraße 14,Berlin
        Kettle Coffee Lab,52.535821,13.410182,Warschauer Straße 34,Berlin
        Atlas Coffee Club,51.522021,-0.161246,Berwick Street 120,London
        Harbor Coffee House,51.487877,-0.127285,Marylebone High Street 45,London
        Hazel Coffee Lab,51.531376,-0.118239,Redchurch Street 38,London
        Ember Coffee House,51.487805,-0.117032,Columbia Road 141,London
        Pilot Espresso Bar,51.498689,-0.148500,Columbia Road 105,London
        Meadow Brew Bar,51.498570,-0.095826,Redchurch Street 102,London
        Nomad Coffee Club,51.528295,-0.150879,Exmouth Market 34,London
        Kettle Kaffebar,51.489678,-0.141079,Shoreditch High Street 60,London
        Kettle Café,51.487729,-0.111938,Berwick Street 71,London
        Drift Coffee Lab,51.499110,-0.165918,Marylebone High Street 33,London
        Union Coffee Co.,51.486719,-0.141391,Redchurch Street 36,London
        Saffron Coffee,51.523200,-0.148130,Marylebone High Street 107,London
        Little Espresso Bar,51.502827,-0.132208,Redchurch Street 115,London
        Maple Brew Bar,51.515602,-0.107644,Lamb's Conduit Street 25,London
        Northern Coffee Lab,51.500965,-0.140954,Lower Marsh 87,London
        Ritual Coffee Co.,51.509008,-0.134343,Shoreditch High Street 156,London
        Marigold Coffee Lab,51.491419,-0.150312,Lamb's Conduit Street 122,London
        Ritual Café,51.506481,-0.135982,Lower Marsh 160,London
        Quiet Espresso Bar,51.492388,-0.135157,Lamb's Conduit Street 79,London
        Vinyl Kaffebar,51.523548,-0.141973,Marylebone High Street 103,London
        Marigold Café,51.500351,-0.091726,Redchurch Street 88,London
        Vinyl Coffee Co.,51.529232,-0.105901,Exmouth Market 67,London
        Pilot Roasters,51.492322,-0.156829,Redchurch Street 128,London
        Atlas Coffee,51.491429,-0.126267,Brick Lane 71,London
        Fable Coffee,51.505570,-0.128534,Lamb's Conduit Street 55,London
        Drift Café,51.508046,-0.101179,Lamb's Conduit Street 46,London
        Ritual Roasters,51.497274,-0.102527,Marylebone High Street 143,London
        Lantern Roasters,51.518926,-0.143946,Berwick Street 56,London
        Lantern Espresso Bar,51.493430,-0.117740,Exmouth Market 116,London
        Wren Coffee Co.,51.491558,-0.093716,Lamb's Conduit Street 136,London
        Sparrow Roasters,40.719630,-74.031682,Court Street 11,New York
        Quiet Espresso Bar,40.722755,-73.981994,Columbus Avenue 29,New York
        Vinyl Café,40.691905,-74.004348,Ludlow Street 138,New York
        Vinyl Coffee,40.692360,-73.991928,Bleecker Street 179,New York
        Copper Coffee House,40.701863,-74.017589,Bleecker Street 53,New York
        Cobalt Roasters,40.697603,-73.979025,Court Street 166,New York
        Cobalt Café,40.692381,-73.987770,Orchard Street 66,New York
        Pilot Café,40.731008,-73.984944,Columbus Avenue 60,New York
        Juniper Roasters,40.689799,-73.996464,Bleecker Street 152,New York
        Union Coffee House,40.720693,-74.010113,Amsterdam Avenue 129,New York
        Kettle Coffee Lab,40.739223,-74.001279,Mulberry Street 92,New York
        Harbor Café,40.720600,-74.036106,Bedford Avenue 124,New York
        Maple Café,40.708872,-74.015473,Bleecker Street 25,New York
        Marigold Kaffebar,40.695083,-74.018182,Ludlow Street 63,New York
        Velvet Brew Bar,40.737577,-73.994380,Ludlow Street 6,New York
        Tidal Coffee House,40.713639,-74.021497,Bedford Avenue 19,New York
        Tandem Coffee Lab,40.697465,-74.029669,Bleecker Street 51,New York
        Sparrow Coffee,40.710882,-74.002723,Mulberry Street 66,New York
        Atlas Brew Bar,40.721100,-74.023756,Columbus Avenue 39,New York
        Juniper Coffee,40.731942,-74.024321,Amsterdam Avenue 117,New York
        Paper Espresso Bar,40.714246,-74.006108,Grand Street 174,New York
        Saffron Espresso Bar,40.696835,-73.977395,Smith Street 60,New York
        Saffron Roasters,40.716998,-73.994973,Orchard Street 158,New York
        Wild Kaffebar,40.718589,-74.008120,Grand Street 50,New York
        Golden Café,40.703163,-74.001695,Columbus Avenue 156,New York
        Wild Brew Bar,40.734985,-74.004599,Court Street 93,New York
        Atlas Café,40.721078,-74.033644,Amsterdam Avenue 133,New York
        Fable Coffee Lab,40.738443,-74.007002,Amsterdam Avenue 26,New York
        Fable Coffee Co.,40.724186,-73.980875,Columbus Avenue 91,New York
        Little Kaffebar,40.702996,-74.035591,Orchard Street 180,New York
        Stone Coffee Club,37.792061,-122.425910,Folsom Street 30,San Francisco
        Stone Coffee,37.781797,-122.423398,Mission Street 176,San Francisco
        Juniper Kaffebar,37.777155,-122.450228,Columbus Avenue 168,San Francisco
        Comet Coffee Co.,37.766575,-122.401733,Hayes Street 101,San Francisco
        Saffron Coffee House,37.761371,-122.394921,Divisadero Street 126,San Francisco
        Fable Kaffebar,37.778284,-122.422700,Columbus Avenue 85,San Francisco
        Golden Coffee Lab,37.783377,-122.411116,Guerrero Street 52,San Francisco
        Vinyl Kaffebar,37.785560,-122.392171,Irving Street 156,San Francisco
        Ritual Coffee Lab,37.780908,-122.417626,Hayes Street 75,San Francisco
        Wren Coffee Co.,37.788718,-122.445323,Valencia Street 93,San Francisco
        Nomad Espresso Bar,37.756322,-122.436480,Guerrero Street 150,San Francisco
        Drift Brew Bar,37.796133,-122.436170,Divisadero Street 115,San Francisco
        Pilot Brew Bar,37.787977,-122.401732,Guerrero Street 141,San Francisco
        Kettle Café,37.787377,-122.443991,Polk Street 101,San Francisco
        Sparrow Café,37.794794,-122.397175,Fillmore Street 44,San Francisco
        Ritual Coffee,37.752219,-122.405095,Divisadero Street 171,San Francisco
        Nomad Coffee Club,37.771530,-122.402551,Guerrero Street 110,San Francisco
        Cobalt Coffee Lab,37.778157,-122.426450,Divisadero Street 61,San Francisco
        Sparrow Coffee House,37.772651,-122.444398,Divisadero Street 26,San Francisco
        Kettle Kaffebar,37.773379,-122.397313,Divisadero Street 76,San Francisco
        Ember Coffee House,37.793228,-122.404088,Mission Street 23,San Francisco
        Nomad Coffee Co.,37.763729,-122.396961,Hayes Street 17,San Francisco
        Tidal Coffee,37.784684,-122.447748,Guerrero Street 92,San Francisco
        Fable Coffee Lab,37.771986,-122.433503,Irving Street 74,San Francisco
        Ritual Espresso Bar,37.753562,-122.439906,Columbus Avenue 100,San Francisco
        Little Coffee Lab,37.766137,-122.412797,Mission Street 78,San Francisco
        Harbor Brew Bar,37.769779,-122.388709,Polk Street 128,San Francisco
        Comet Coffee,37.779404,-122.413888,Hayes Street 175,San Francisco
        Quiet Café,37.765951,-122.418329,Mission Street 155,San Francisco
        Pilot Café,37.781684,-122.416202,Polk Street 67,San Francisco
        Hazel Coffee House,-37.831735,144.970264,Brunswick Street 59,Melbourne
        Juniper Coffee Lab,-37.804256,144.988141,Smith Street 1,Melbourne
        Ember Coffee,-37.797032,144.968222,Gertrude Street 57,Melbourne
        Union Roasters,-37.826472,144.936564,Lygon Street 90,Melbourne
        Copper Coffee Lab,-37.812975,144.948239,Acland Street 150,Melbourne
        Cobalt Kaffebar,-37.835345,144.944715,Hardware Lane 87,Melbourne
        Meadow Kaffebar,-37.828919,144.944159,Sydney Road 85,Melbourne
        Meadow Roasters,-37.811764,144.939216,Lygon Street 120,Melbourne
        Nomad Café,-37.802566,144.937786,Degraves Street 95,Melbourne
        Marigold Brew Bar,-37.821853,144.973758,Flinders Lane 22,Melbourne
        Lantern Espresso Bar,-37.822186,144.962295,Gertrude Street 13,Melbourne
        Velvet Coffee House,-37.813338,144.940173,Flinders Lane 145,Melbourne
        Velvet Coffee,-37.824264,144.937072,Chapel Street 31,Melbourne
        Meadow Coffee,-37.815426,144.933689,Chapel Street 55,Melbourne
        Northern Espresso Bar,-37.828186,144.945225,Hardware Lane 103,Melbourne
        Tandem Roasters,-37.803586,144.961474,Acland Street 31,Melbourne
        Ritual Coffee Club,-37.836776,144.977104,Brunswick Street 144,Melbourne
        Cobalt Brew Bar,-37.833459,144.952683,Sydney Road 158,Melbourne
        Ember Espresso Bar,-37.801116,144.964754,Flinders Lane 78,Melbourne
        Comet Coffee,-37.805139,144.963398,Degraves Street 86,Melbourne
        Stone Coffee House,-37.795524,144.946675,Chapel Street 109,Melbourne
        Drift Coffee Co.,-37.795494,144.971569,Smith Street 163,Melbourne
        Comet Coffee Lab,-37.822830,144.974168,Brunswick Street 121,Melbourne
        Stone Coffee Lab,-37.838237,144.959716,Gertrude Street 70,Melbourne
        Sparrow Coffee,-37.835500,144.978876,Brunswick Street 177,Melbourne
        Union Coffee House,-37.789992,144.965489,Flinders Lane 110,Melbourne
        Velvet Café,-37.790006,144.946994,Hardware Lane 170,Melbourne
        Kettle Coffee Lab,-37.805562,144.934750,Brunswick Street 43,Melbourne
        Wren Coffee Lab,-37.811947,144.974037,Flinders Lane 146,Melbourne
        Drift Kaffebar,-37.801440,144.965030,Lygon Street 26,Melbourne
        Cobalt Coffee Club,35.669215,139.627820,Kiyosumi-dori 102,Tokyo
        Ember Coffee Co.,35.698145,139.665997,Koenji 131,Tokyo
        Maple Coffee House,35.672444,139.627058,Kuramae 83,Tokyo
        Tidal Coffee Lab,35.697126,139.636772,Cat Street 121,Tokyo
        Fable Roasters,35.668809,139.645760,Daikanyama 119,Tokyo
        Lantern Coffee,35.696939,139.647469,Kiyosumi-dori 165,Tokyo
        Meadow Brew Bar,35.675225,139.631182,Nakameguro 100,Tokyo
        Quiet Coffee Lab,35.657347,139.645649,Shimokitazawa 58,Tokyo
        Wren Coffee House,35.677575,139.663216,Koenji 37,Tokyo
        Saffron Coffee Lab,35.696839,139.635566,Shimokitazawa 21,Tokyo
        Little Kaffebar,35.671417,139.678163,Jimbocho 137,Tokyo
        Wild Coffee House,35.671817,139.636430,Omotesando 170,Tokyo
        Harbor Coffee,35.667836,139.636308,Daikanyama 14,Tokyo
        Lantern Coffee Lab,35.677864,139.650362,Cat Street 146,Tokyo
        Tandem Coffee Co.,35.672248,139.636581,Daikanyama 37,Tokyo
        Ember Kaffebar,35.695441,139.642502,Koenji 15,Tokyo
        Pilot Café,35.702288,139.655556,Nakameguro 125,Tokyo
        Little Coffee Lab,35.686917,139.641379,Kiyosumi-dori 13,Tokyo
        Wren Brew Bar,35.657561,139.662349,Nakameguro 172,Tokyo
        Little Coffee Co.,35.682442,139.625964,Kuramae 117,Tokyo
        Stone Coffee Co.,35.663989,139.657014,Nakameguro 93,Tokyo
        Juniper Coffee House,35.683516,139.640649,Omotesando 19,Tokyo
        Wren Roasters,35.696018,139.648032,Jimbocho 27,Tokyo
        Wren Kaffebar,35.652915,139.638716,Omotesando 125,Tokyo
        Maple Coffee Lab,35.676735,139.649067,Jimbocho 175,Tokyo
        Fable Espresso Bar,35.690326,139.624012,Yanaka Ginza 5,Tokyo
        Marigold Coffee Club,35.693173,139.673342,Jimbocho 119,Tokyo
        Velvet Espresso Bar,35.669480,139.626199,Kiyosumi-dori 113,Tokyo
        Golden Espresso Bar,35.651604,139.640098,Omotesando 65,Tokyo
        Saffron Coffee Club,35.676350,139.683039,Omotesando 110,Tokyo
        """
}
