print("fixtures")
